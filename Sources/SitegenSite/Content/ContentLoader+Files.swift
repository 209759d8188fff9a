import Foundation
import SitegenLayout

extension ContentLoader {
    /// The largest content file read (larger ones are an error, not a slow build).
    static let maximumFileSize = 8 * 1024 * 1024

    /// Why `source` has no usable `Content/` folder, or `nil` when it has one. `Content` itself may
    /// be a symbolic link to a folder (links inside it are not followed).
    static func contentFolderProblem(in source: URL, fileSystem: FileSystem) -> Diagnostic? {
        let content = source.appendingPathComponent("Content")
        let place = SourcePosition(file: "Content", line: 1, column: 1)
        switch fileSystem.kind(content) {
        case .directory: return nil
        case .missing: return .error("there is no Content/ folder in \(source.path)", at: place)
        case .symbolicLink:
            if fileSystem.kind(content.resolvingSymlinksInPath()) == .directory { return nil }
            return .error("Content is a symbolic link to \(content.resolvingSymlinksInPath().path), which is not a folder", at: place)
        case .file, .other: return .error("Content in \(source.path) is not a folder", at: place)
        }
    }

    /// The message for a named pipe, socket or device in `Content/`.
    static let notRegularFile = "not a regular file (a named pipe, socket or device); Content/ may hold only files and folders"

    /// The message for a file larger than ``maximumFileSize``.
    static func tooLarge(_ size: Int) -> String {
        let megabytes = (Double(size) / 1_048_576 * 10).rounded(.up) / 10
        return "the file is \(megabytes) MB; a Markdown file in Content/ may be at most \(maximumFileSize / 1_048_576) MB"
    }

    /// The URL of a path relative to `Content/` (built from the path: `appendingPathComponent`
    /// twice per file was a third of a 10,000-episode rebuild's loading).
    func contentURL(_ relative: String) -> URL {
        URL(fileURLWithPath: siteFolder.path + "/Content/" + relative, isDirectory: false)
    }

    /// What is at a path relative to `Content/`.
    func kind(_ relative: String) -> FileSystem.FileKind {
        fileSystem.kind(contentURL(relative))
    }

    /// Reads a file relative to `Content/` as UTF-8 text.
    func readText(_ relative: String) -> Result<String, Diagnostic> {
        let url = contentURL(relative)
        let start = SourcePosition(file: display(relative), line: 1, column: 1)
        switch fileSystem.kind(url) {
        case .missing: return .failure(.error("the file does not exist", at: start))
        case .directory: return .failure(.error("expected a file, found a folder", at: start))
        case .symbolicLink: return .failure(.error("symbolic links are not followed in Content/; copy the file instead", at: start))
        case .other: return .failure(.error(Self.notRegularFile, at: start))
        case .file: break
        }
        if let size = fileSystem.size(url), size > Self.maximumFileSize {
            return .failure(.error(Self.tooLarge(size), at: start))
        }
        let data: Data
        do {
            data = try fileSystem.read(url)
        } catch {
            return .failure(.error("cannot read the file: \(FileSystem.describe(error))", at: start))
        }
        guard data.count <= Self.maximumFileSize else {
            return .failure(.error(Self.tooLarge(data.count), at: start))
        }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return .failure(.error("the file is UTF-16 text; save it as UTF-8", at: start))
        }
        // memchr: `Data.contains` walks an iterator byte by byte (3 % of a build).
        if data.withUnsafeBytes({ bytes in bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }) {
            return .failure(.error("the file is binary (it contains NUL bytes), not Markdown text", at: start))
        }
        guard let text = data.withUnsafeBytes({ String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) }) else {
            return .failure(.error("the file is not valid UTF-8", at: Self.firstInvalidUTF8(in: data, file: display(relative))))
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
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = index + length
            guard length > 0, end <= data.endIndex,
                  String(data: data[index..<end], encoding: .utf8) != nil else { break }
            if byte == 10 { line += 1; column = 1 } else { column += length }
            index = end
        }
        return SourcePosition(file: file, line: line, column: column)
    }

    /// The Markdown files of a folder under `Content/`, sorted; other files are reported.
    func markdownFiles(in folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        guard kind(folder) == .directory else {
            if kind(folder) == .symbolicLink {
                diagnostics.append(.error("Content/\(folder) is a symbolic link; links are not followed in Content/", at: SourcePosition(file: display(folder), line: 1, column: 1)))
            } else if kind(folder) != .missing {
                diagnostics.append(.error("Content/\(folder) must be a folder", at: SourcePosition(file: display(folder), line: 1, column: 1)))
            }
            return []
        }
        var files: [String] = []
        for name in names(in: folder, diagnostics: &diagnostics) {
            if name.hasSuffix(".md") {
                files.append("\(folder)/\(name)")
            } else {
                diagnostics.append(.warning("'\(name)' is not a Markdown file (.md) and is ignored", at: SourcePosition(file: display("\(folder)/\(name)"), line: 1, column: 1)))
            }
        }
        return files
    }

    /// The most entries under `Content/` that one build looks at.
    static let maximumEntries = 100_000

    /// Every file under `Content/` outside the Markdown folders and `site.yml`, to copy as is.
    func assetFiles(diagnostics: inout [Diagnostic]) -> [String] {
        let skipped: Set<String> = ["episodes", "collections", "pages", "site.yml"]
        var result: [String] = []
        var pending = names(in: "", diagnostics: &diagnostics).filter { !skipped.contains($0) }
        var next = 0
        while next < pending.count {
            let relative = pending[next]
            next += 1
            guard next <= Self.maximumEntries else {
                diagnostics.append(.error("Content/ holds more than \(Self.maximumEntries) files and folders; the build stops looking here", at: SourcePosition(file: display(relative), line: 1, column: 1)))
                break
            }
            let place = SourcePosition(file: display(relative), line: 1, column: 1)
            switch kind(relative) {
            case .file: result.append(relative)
            case .directory: pending += names(in: relative, diagnostics: &diagnostics).map { "\(relative)/\($0)" }
            case .symbolicLink: diagnostics.append(.error("symbolic links are not followed in Content/; copy the file instead", at: place))
            case .other: diagnostics.append(.error(Self.notRegularFile, at: place))
            case .missing: diagnostics.append(.error("the file disappeared while the build was reading Content/", at: place))
            }
        }
        return result.sorted()
    }

    /// The sorted names in a folder under `Content/` ("" for `Content/` itself), without hidden
    /// ones; a folder that cannot be read is reported.
    private func names(in folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        let url = folder.isEmpty ? siteFolder.appendingPathComponent("Content") : siteFolder.appendingPathComponent("Content").appendingPathComponent(folder)
        do {
            var usable: [String] = []
            for name in try fileSystem.list(url).sorted() where !name.hasPrefix(".") {
                if let problem = FileNameCheck.problem(name) {
                    let path = FileNameCheck.printable(folder.isEmpty ? name : "\(folder)/\(name)")
                    diagnostics.append(.error(problem, at: SourcePosition(file: display(path), line: 1, column: 1)))
                } else {
                    usable.append(name)
                }
            }
            return usable
        } catch {
            let file = folder.isEmpty ? "Content" : display(folder)
            diagnostics.append(.error("cannot read the folder: \(FileSystem.describe(error))", at: SourcePosition(file: file, line: 1, column: 1)))
            return []
        }
    }
}
