import Foundation

extension ImportWriter {
    /// The folders (`cdn/episodes/`) of an episode's audio and video files that are URLs of the
    /// source site itself (GolangShow's `golangshow.com/cdn/episodes/008.mp3`) but no file of
    /// the source: the old server published them beside the generated site, and the new one must.
    func ownMediaNotInSource(_ fields: [(String, Any)]) -> [String] {
        var folders: [String] = []
        for (key, value) in fields where key == "audio" || key == "video" {
            for url in Self.mediaURLs(value) {
                guard let path = context.sitePath(ofURL: url), context.resolve(path) == nil else { continue }
                let folder = path.split(separator: "?").first.map { ($0 as NSString).deletingLastPathComponent } ?? ""
                folders.append(folder.isEmpty ? "/" : "/" + folder + "/")
            }
        }
        return folders
    }

    /// The URLs of a mapped `audio:` or `video:` value: a URL, a `{url}` mapping, or a list of them.
    private static func mediaURLs(_ value: Any) -> [String] {
        if let list = value as? [Any] { return list.flatMap(mediaURLs) }
        if let map = value as? [String: Any] { return ImportValue.text(map["url"]).map { [$0] } ?? [] }
        return ImportValue.text(value).map { [$0] } ?? []
    }
}
