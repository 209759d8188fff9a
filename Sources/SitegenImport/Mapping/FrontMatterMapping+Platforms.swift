import Foundation
import SitegenContent

/// An episode's links to the platforms it is on, as a map of platform names to pages
/// (Security Cocktail Hour's `platforms: {youtube: https://www.youtube.com/watch?v=…, spotify: …}`):
/// the YouTube or Vimeo one is the episode's `video`, the other web addresses its `listen` links.
extension FrontMatterMapping {
    /// What became of a `platforms:` map.
    struct Platforms {
        /// The key as written.
        var name: String
        /// The video page taken from it, checked as the build checks a `video`.
        var video: String?
        /// The other pages, the episode's `listen` links.
        var listen: [String] = []
        /// The entries left, which go under `params:`.
        var rest: [String: Any]
        /// Why the entries left went under `params:`.
        var reason: String
    }

    /// Takes the video out of a `platforms:` map, unless the episode has a video already.
    /// - Parameters:
    ///   - map: The map of platform names to URLs.
    ///   - name: The key as written.
    ///   - hasVideo: Whether another key gives the episode's video.
    /// - Returns: The video taken and what is left, with the reason it goes under `params:`.
    static func platforms(_ map: [String: Any], name: String, hasVideo: Bool) -> Platforms {
        // YouTube first, then the others in the order of their names.
        let keys = map.keys.sorted {
            ($0.lowercased() == "youtube" ? 0 : 1, $0) < ($1.lowercased() == "youtube" ? 0 : 1, $1)
        }
        let videoKey = keys.first { key in
            guard let url = ImportValue.text(map[key]), VideoURL.source(url) != nil else { return false }
            return (try? WebURLText.normalize(url, allowsQuery: true).get()) != nil
        }
        var rest = map
        var video: String?
        if let videoKey, !hasVideo, let url = ImportValue.text(map[videoKey]) {
            video = try? WebURLText.normalize(url, allowsQuery: true).get()
            rest[videoKey] = nil
        }
        var listen: [String] = []
        for key in keys where rest[key] != nil && key != videoKey {
            guard let links = listenLinks(rest[key]!) else { continue }
            for link in links where !listen.contains(link) { listen.append(link) }
            rest[key] = nil
        }
        let others = rest.keys.sorted().joined(separator: ", ")
        let videoLeft = videoKey.map { rest[$0] != nil } ?? false
        let reason =
            videoLeft
            ? "`video` came from another key"
            : "not web addresses (\(others)); sitegen reads a YouTube or Vimeo link as `video`, the others as `listen`"
        return Platforms(name: name, video: video, listen: listen, rest: rest, reason: reason)
    }
}
