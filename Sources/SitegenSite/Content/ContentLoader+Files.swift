import Foundation
import SitegenLayout

extension ContentLoader {
    /// The largest content file read (larger ones are an error, not a slow build).
    static let maximumFileSize = 8 * 1024 * 1024

    /// What is at a path relative to `Content/`.
    func kind(_ relative: String) -> FileSystem.FileKind {
        fileSystem.kind(siteFolder.appendingPathComponent("Content").appendingPathComponent(relative))
    }

    /// Reads a file relative to `Content/` as UTF-8 text.
    func readText(_ relative: String) -> Result<String, Diagnostic> {
        let url = siteFolder.appendingPathComponent("Content").appendingPathComponent(relative)
        let start = SourcePosition(file: display(relative), line: 1, column: 1)
        switch fileSystem.kind(url) {
        case .missing: return .failure(.error("the file does not exist", at: start))
        case .directory: return .failure(.error("expected a file, found a folder", at: start))
        case .symbolicLink: return .failure(.error("symbolic links are not followed in Content/; copy the file instead", at: start))
        case .file: break
        }
        let data: Data
        do {
            data = try fileSystem.read(url)
        } catch {
            return .failure(.error("cannot read the file: \(describe(error))", at: start))
        }
        guard data.count <= Self.maximumFileSize else {
            return .failure(.error("the file is \(data.count / 1_048_576) MB; content files may be at most \(Self.maximumFileSize / 1_048_576) MB", at: start))
        }
        if data.contains(0) {
            return .failure(.error("the file is binary (it contains NUL bytes), not Markdown text", at: start))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.error("the file is not valid UTF-8", at: Self.firstInvalidUTF8(in: data, file: display(relative))))
        }
        return .success(text)
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
            }
            return []
        }
        let names = (try? fileSystem.list(siteFolder.appendingPathComponent("Content").appendingPathComponent(folder))) ?? []
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            if name.hasSuffix(".md") {
                files.append("\(folder)/\(name)")
            } else {
                diagnostics.append(.warning("'\(name)' is not a Markdown file (.md) and is ignored", at: SourcePosition(file: display("\(folder)/\(name)"), line: 1, column: 1)))
            }
        }
        return files
    }

    /// Every file under `Content/` outside the Markdown folders and `site.yml`, to copy as is.
    func assetFiles(diagnostics: inout [Diagnostic]) -> [String] {
        let skipped: Set<String> = ["episodes", "collections", "pages", "site.yml"]
        var result: [String] = []
        var pending = ((try? fileSystem.list(siteFolder.appendingPathComponent("Content"))) ?? [])
            .filter { !skipped.contains($0) && !$0.hasPrefix(".") }.sorted()
        var visited = 0
        while let relative = pending.first, visited < 100_000 {
            pending.removeFirst()
            visited += 1
            switch kind(relative) {
            case .file: result.append(relative)
            case .directory:
                let names = (try? fileSystem.list(siteFolder.appendingPathComponent("Content").appendingPathComponent(relative))) ?? []
                pending += names.filter { !$0.hasPrefix(".") }.sorted().map { "\(relative)/\($0)" }
            case .symbolicLink:
                diagnostics.append(.error("symbolic links are not followed in Content/; copy the file instead", at: SourcePosition(file: display(relative), line: 1, column: 1)))
            case .missing: break
            }
        }
        return result.sorted()
    }

    func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        return nsError.localizedDescription
    }
}
