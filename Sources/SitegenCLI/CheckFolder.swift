import Foundation

/// Where `sitegen check` builds the site: a new folder `check-<UUID>` in the picture cache, on
/// the cache's file system, so that the pictures' files are hard-linked from the cache as a
/// build links them (a folder in /tmp, often another file system, had them copied, every
/// encoded picture again). A folder that an interrupted check left there over a day ago is removed.
enum CheckFolder {
    /// The new folder (in the system's temporary folder when the cache cannot hold it).
    static func make(cache: URL, now: Date = Date()) -> URL {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: cache.path)) ?? []
        for name in names where name.hasPrefix("check-") {
            let old = cache.appendingPathComponent(name)
            let modified = (try? manager.attributesOfItem(atPath: old.path))?[.modificationDate] as? Date
            if let modified, now.timeIntervalSince(modified) > 24 * 3600 { try? manager.removeItem(at: old) }
        }
        let name = "check-\(UUID().uuidString)"
        let folder = cache.appendingPathComponent(name)
        if (try? manager.createDirectory(at: folder, withIntermediateDirectories: true)) != nil { return folder }
        return manager.temporaryDirectory.appendingPathComponent("sitegen-\(name)")
    }
}
