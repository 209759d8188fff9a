import Foundation
package import SitegenFileSystem
import SitegenImages

extension ImageStage {
    /// What the stage reads before it knows which pictures the site shows: the cache's index of
    /// sources, the names the output's folder of pictures holds and the stamps of Content/'s
    /// pictures. A build reads them while it loads the theme and assembles the site (work of
    /// one core), so that a warm build's images stage starts with them.
    package struct Prepared: Sendable {
        /// The cache's index (``ImageSourceIndex``), by absolute path.
        var stored: [String: StampedSource] = [:]
        /// The files in the output's ``ImageStage/outputFolder``, by their paths in the output
        /// (as the stage names its files: made here, on a core that is otherwise idle).
        var present: Set<String> = []
        /// The `lstat` stamp of every file of Content/ named as a picture, by its path there.
        package var stamps: [String: FileStamp] = [:]
    }

    /// Reads the index, lists the output's pictures and stamps the files among `assets` (paths
    /// under Content/) whose extension is a picture's.
    package func prepare(assets: [String]) -> Prepared {
        var prepared = Prepared()
        if let output {
            let folder = URL(fileURLWithPath: output.path + "/" + Self.outputFolder, isDirectory: true)
            let prefix = Self.outputFolder + "/"
            prepared.present = Set(((try? fileSystem.list(folder)) ?? []).map { prefix + $0 })
        }
        prepared.stored = ImageSourceIndex.load(cache)
        let contentPath = siteFolder.path + "/Content/"
        for path in assets where Self.isPictureName(path) {
            // String arithmetic: `appendingPathComponent` per picture cost more than its `lstat`.
            if let stamp = fileSystem.stamp(URL(fileURLWithPath: contentPath + path, isDirectory: false)) {
                prepared.stamps[path] = stamp
            }
        }
        return prepared
    }

    /// Whether a path's extension is one of a picture format sitegen reads (by its bytes: a
    /// show's Content/ holds thousands of files).
    static func isPictureName(_ path: String) -> Bool {
        let utf8 = path.utf8
        // A name that starts with its dot (`.jpg`) has no extension, as for `NSString`.
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex,
            utf8[utf8.index(before: dot)] != UInt8(ascii: "/"), !utf8[dot...].contains(UInt8(ascii: "/"))
        else { return false }
        let letters = utf8[utf8.index(after: dot)...]
        guard (3...4).contains(letters.count) else { return false }
        return ImageFormat(fileExtension: String(decoding: letters, as: UTF8.self)) != nil
    }
}
