import Foundation

/// Reads seed inputs: files as they are, folders as their (non-hidden) files, sorted by path.
enum FuzzSeeds {
    /// The contents of every seed file under `paths`.
    /// - Throws: When a path does not exist or a file cannot be read.
    static func load(_ paths: [String]) throws -> [[UInt8]] {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
                files += names.sorted().map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        return try files.map { [UInt8](try Data(contentsOf: $0)) }
    }
}
