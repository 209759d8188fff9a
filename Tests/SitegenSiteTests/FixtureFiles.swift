import Foundation

/// Writes a test's source files into a folder, making the folders each needs.
enum FixtureFiles {
    /// Writes each text at its path under `folder`.
    static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files { try write(Data(text.utf8), at: path, into: folder) }
    }

    /// Writes bytes at a path under `folder`.
    static func write(_ data: Data, at path: String, into folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
