package import Foundation
package import SitegenDiagnostics

extension FileSystem {
    /// The most bytes a text file of a site may have.
    static let maximumTextFileSize = 8 * 1024 * 1024

    /// What ``readText(_:display:messages:)`` says of a file it cannot read as text, where the
    /// words depend on the kind of file.
    package struct TextFileMessages: Sendable {
        /// Nothing is there.
        var missing: String
        /// A folder is there.
        var folder: String
        /// A symbolic link is there.
        var symbolicLink: String
        /// A named pipe, socket or device is there.
        package var notRegular: String
        /// The file holds NUL bytes.
        var binary: String
        /// The file is too large (its size in MB is filled in).
        var tooLarge: @Sendable (String) -> String

        /// The files of Content/.
        package static let content = TextFileMessages(
            missing: "the file does not exist", folder: "expected a file, found a folder",
            symbolicLink: "symbolic links are not followed in Content/; copy the file instead",
            notRegular: "not a regular file (a named pipe, socket or device); Content/ may hold only files and folders",
            binary: "the file is binary (it contains NUL bytes), not Markdown text",
            tooLarge: {
                "the file is \($0) MB; a Markdown file in Content/ may be at most \(maximumTextFileSize / 1_048_576) MB"
            }
        )

        /// The files of a theme.
        package static let theme = TextFileMessages(
            missing: "the theme file is missing", folder: "expected a file", symbolicLink: "expected a file",
            notRegular: "expected a file", binary: "the file is binary (it contains NUL bytes), not text",
            tooLarge: { "the file is \($0) MB; a theme file may be at most \(maximumTextFileSize / 1_048_576) MB" }
        )
    }

    /// Reads a regular file as UTF-8 text: the one reader of Content/ and theme files. A missing
    /// file, a folder, a link, a pipe, a file over ``maximumTextFileSize``, UTF-16, NUL bytes and
    /// invalid UTF-8 (at the first bad byte) are diagnostics at `display`; a byte-order mark is
    /// dropped.
    package func readText(_ url: URL, display: String, messages: TextFileMessages) -> Result<String, Diagnostic> {
        let start = SourcePosition.start(of: display)
        switch kind(url) {
        case .missing: return .failure(.error(messages.missing, at: start))
        case .directory: return .failure(.error(messages.folder, at: start))
        case .symbolicLink: return .failure(.error(messages.symbolicLink, at: start))
        case .other: return .failure(.error(messages.notRegular, at: start))
        case .file: break
        }
        func tooLarge(_ size: Int) -> Diagnostic {
            .error(messages.tooLarge(String((Double(size) / 1_048_576 * 10).rounded(.up) / 10)), at: start)
        }
        if let size = size(url), size > Self.maximumTextFileSize {
            return .failure(tooLarge(size))
        }
        let data: Data
        do {
            data = try read(url)
        } catch {
            return .failure(.error("cannot read the file: \(Self.describe(error))", at: start))
        }
        guard data.count <= Self.maximumTextFileSize else {
            return .failure(tooLarge(data.count))
        }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return .failure(.error("the file is UTF-16 text; save it as UTF-8", at: start))
        }
        // memchr: `Data.contains` walks an iterator byte by byte, over every file read.
        if data.withUnsafeBytes({ bytes in bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }) {
            return .failure(.error(messages.binary, at: start))
        }
        guard let text = data.withUnsafeBytes({ String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) })
        else {
            return .failure(.error("the file is not valid UTF-8", at: Self.firstInvalidUTF8(in: data, file: display)))
        }
        // A UTF-8 byte-order mark is not part of the text.
        return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }

    /// The position of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in data: Data, file: String) -> SourcePosition {
        var line = 1
        var column = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length =
                byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = index + length
            guard length > 0, end <= data.endIndex,
                String(data: data[index..<end], encoding: .utf8) != nil
            else { break }
            if byte == 10 { line += 1; column = 1 } else { column += length }
            index = end
        }
        return SourcePosition(file: file, line: line, column: column)
    }
}
