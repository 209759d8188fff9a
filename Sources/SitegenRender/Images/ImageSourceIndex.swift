import Foundation
import SitegenFileSystem
import SitegenImages

/// The cache's index of the sources it has seen (`sources.tsv`): for each picture file (by
/// absolute path), its `lstat` stamp, the SHA-256 of its bytes, its header and (for a raster
/// picture a build has drawn) its average colour. A build trusts an
/// entry whose settled stamp is the file's (as Git trusts its index), so a warm build neither
/// reads nor hashes an unchanged picture.
enum ImageSourceIndex {
    static let name = "sources.tsv"

    /// The entries of the index, by absolute path (none when it is missing or unreadable).
    static func load(_ cache: ImageCache) -> [String: ImageStage.StampedSource] {
        guard let data = try? cache.fileSystem.read(cache.folder.appendingPathComponent(name)) else { return [:] }
        var entries: [String: ImageStage.StampedSource] = [:]
        // Lines and fields are cut as bytes of one buffer (tab and newline never occur inside a
        // UTF-8 sequence): splitting `Data` into slices, or the text by Characters, costs more,
        // and a warm build reads a line for every picture.
        [UInt8](data).withUnsafeBufferPointer { bytes in
            var fields: [String] = []
            fields.reserveCapacity(13)
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
                guard byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") else { continue }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
                if byte == UInt8(ascii: "\n") {
                    if let (path, entry) = Self.entry(fields) { entries[path] = entry }
                    fields.removeAll(keepingCapacity: true)
                }
            }
        }
        return entries
    }

    /// The entry of one line's fields, or nil for a line that is not one.
    private static func entry(_ fields: [String]) -> (String, ImageStage.StampedSource)? {
        guard fields.count == 12 || fields.count == 13, let device = UInt64(fields[1]),
            let inode = UInt64(fields[2]),
            let size = Int64(fields[3]), let modified = Int64(fields[4]), let changed = Int64(fields[5]),
            let format = ImageFormat(rawValue: fields[7]), let width = Int(fields[8]), let height = Int(fields[9])
        else { return nil }
        let natural = fields[11] == "1"
        let stamp = FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
        let facts = width > 0 ? ImageFacts(format: format, width: width, height: height, hasNaturalSize: natural) : nil
        let color = fields.count == 13 ? fields[12] : ""
        return (
            fields[0],
            ImageStage.StampedSource(
                stamp: stamp,
                source: ImageStage.Source(
                    path: fields[10], hash: fields[6], facts: facts, color: isColor(color) ? color : nil))
        )
    }

    /// Writes the index: this build's entries and the others' (another site sharing the cache).
    static func save(
        _ entries: [String: ImageStage.StampedSource], previous: [String: ImageStage.StampedSource], _ cache: ImageCache
    ) {
        var all = previous
        for (path, entry) in entries { all[path] = entry }
        guard all != previous else { return }  // a warm build changes nothing: nothing is written
        var text = ""
        for (path, entry) in all.sorted(by: { $0.key < $1.key }) where !path.contains("\t") && !path.contains("\n") {
            let stamp = entry.stamp
            let facts = entry.source.facts
            text += "\(path)\t\(stamp.device)\t\(stamp.inode)\t\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)"
            text +=
                "\t\(entry.source.hash)\t\((facts?.format ?? .svg).rawValue)\t\(facts?.width ?? 0)\t\(facts?.height ?? 0)"
            text += "\t\(entry.source.path)\t\(facts?.hasNaturalSize == false ? "0" : "1")"
            text += "\t\(entry.source.color.flatMap { isColor($0) ? $0 : nil } ?? "")\n"
        }
        try? cache.fileSystem.createDirectory(cache.folder)
        try? cache.store(Data(text.utf8), at: cache.folder.appendingPathComponent(name), replacing: true)
    }

    /// Whether a text is a colour as the cache stores one (`#rrggbb`).
    static func isColor(_ text: String) -> Bool {
        text.utf8.count == 7 && text.utf8.first == UInt8(ascii: "#")
            && text.utf8.dropFirst().allSatisfy { (48...57).contains($0) || (97...102).contains($0) }  // 0-9, a-f
    }
}
