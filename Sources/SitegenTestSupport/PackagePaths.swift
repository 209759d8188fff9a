public import Foundation

/// Where the package and the shared tools live, found from this source file's path.
public enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    public static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The shared folder beside the repository (`$SITEGEN_SHARED` overrides it).
    public static var shared: URL {
        if let path = ProcessInfo.processInfo.environment["SITEGEN_SHARED"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// A new empty temporary folder.
    public static func temporaryFolder(_ prefix: String = "sitegen-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
