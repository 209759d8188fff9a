import Foundation
import SitegenContent

/// The guids a feed kept by hand (``HandKeptFeed``) gave the episodes, kept so that podcast
/// apps do not take the imported episodes for new ones.
extension ImportWriter {
    /// The hand-kept feeds among a plan's files: those of its static files that are RSS feeds.
    static func handKeptFeeds(of plan: ImportPlan) -> [HandKeptFeed] {
        plan.staticFiles.compactMap { url, path in HandKeptFeed.read(url, path: path, fileSystem: plan.fileSystem) }
    }

    /// The guid a hand-kept feed gave an episode without one: that of its item of the episode's
    /// media file, with the feed's address.
    func handKeptGUID(fields: [(String, Any)]) -> (text: String, feed: String)? {
        guard !handKeptFeeds.isEmpty, !fields.contains(where: { $0.0 == "guid" }) else { return nil }
        let urls = fields.filter { $0.0 == "audio" || $0.0 == "video" }.flatMap { Self.mediaURLs($0.1) }
        guard !urls.isEmpty else { return nil }
        for feed in handKeptFeeds {
            if let guid = feed.guid(ofMedia: urls) { return (guid, "/" + feed.path) }
        }
        return nil
    }

    /// The URLs an `audio` or `video` value names: a text, a map's `url`, or a list of them.
    private static func mediaURLs(_ value: Any) -> [String] {
        if let text = value as? String { return [text] }
        if let map = value as? [String: Any] { return ImportValue.text(map["url"]).map { [$0] } ?? [] }
        if let list = value as? [Any] { return list.flatMap { mediaURLs($0) } }
        return []
    }
}

extension ImportWriter {
    /// Takes the hand-kept feeds the import would copy out of the copies and gives their
    /// addresses (`/feed/itunes.xml`), to be kept as `podcast.feedAliases`: the build writes the
    /// podcast feed there, so the apps subscribed to the file keep getting episodes (a copy would
    /// stay as it was, and the build refuses an alias where the site has a file). A feed at
    /// `/podcast.xml` or `/feed.xml` is not copied in the first place (the build writes those):
    /// `/feed.xml` is given too (the Atom feed moves), `/podcast.xml` is the feed's own address.
    mutating func takeHandKeptFeedsAsAliases() -> [String] {
        let copied = Set(copies.map(\.1))
        let paths = handKeptFeeds.map(\.path).filter { copied.contains($0) || $0 == SiteRoutes.feed }
        guard !paths.isEmpty else { return [] }
        copies.removeAll { paths.contains($0.1) }
        for path in paths where copied.contains(path) {
            count("not copied: a feed kept by hand, whose address becomes a feed alias", path)
        }
        return paths.map { "/" + $0 }
    }
}
