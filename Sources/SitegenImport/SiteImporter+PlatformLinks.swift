import Foundation
import SitegenContent

/// The show's links to the platforms it is heard on: the show's `podcast.listen`.
extension SiteImporter {
    /// The keys of the settings' maps of links to the platforms the show is on
    /// (enkake/yuguchiwauchu-radio's `params.platforms: {apple: …, spotify: …}`,
    /// patoarchitekci/patoarchitekci.github.io's `[params.podcast]` of `youtube`, `spotify`, `apple`).
    static let platformLinkKeys = ["platforms", "podcast_platforms", "listen_on", "subscribe", "podcast"]

    /// The names (without `_`, `-` and case) of the platforms such a map's entries are read for.
    static let platformNames: Set<String> = [
        "apple", "applepodcasts", "itunes", "spotify", "youtube", "youtubemusic", "amazon", "amazonmusic",
        "audible", "google", "googlepodcasts", "overcast", "pocketcasts", "castbox", "castro", "deezer",
        "stitcher", "podcastaddict", "iheart", "iheartradio", "tunein", "pandora", "podbean", "player.fm",
        "playerfm", "antennapod", "fountain", "podcastindex", "goodpods", "rss",
    ]

    /// The platforms whose links the settings may give one key each, as Castanet's
    /// `itunes_subscribe` and `spotify_subscribe` (``flatLinkKeys(of:)``), in the order linked;
    /// such a key is read only for a link onto a platform ``ListenURL`` knows.
    static let flatPlatforms = [
        "apple_podcasts", "itunes", "spotify", "youtube_music", "youtube", "amazon_music", "overcast",
        "pocketcasts", "pocket_casts", "castro", "castbox", "google_podcasts", "stitcher", "soundcloud",
        "android", "podcast_addict", "deezer", "iheartradio", "tunein", "player_fm", "fountain", "goodpods",
        "podcast_index",
    ]

    /// The keys one platform's link is given by: `spotify_subscribe`, `subscribe_spotify`,
    /// `spotify_subscribe_url`, `spotify_url`, `spotify_link` (a key's separators do not matter).
    static func flatLinkKeys(of platform: String) -> [String] {
        [
            "\(platform)_subscribe", "\(platform)_subscribe_url", "subscribe_\(platform)", "\(platform)_podcast_url",
            "\(platform)_show_url", "\(platform)_url", "\(platform)_link",
        ]
    }

    /// The addresses of the settings' links to the platforms the show is on, in the order of their
    /// names, for `podcast.listen`; the report names them, and those whose address is no web
    /// address, which are left out.
    static func platformLinks(_ settings: SiteSettingsMapping, report: inout Report) -> [String] {
        var names: [String] = []
        var urls: [String] = []
        var refused: [String] = []
        for key in platformLinkKeys {
            guard let map = settings.value([key]) as? [String: Any] else { continue }
            for name in map.keys.sorted() where !names.contains(name) && !refused.contains(name) {
                let bare = name.lowercased().filter { $0 != "_" && $0 != "-" }
                guard platformNames.contains(bare), let text = ImportValue.text(map[name]), !text.isEmpty else {
                    continue
                }
                guard case .success(let url) = WebURLText.normalize(text, allowsQuery: true) else {
                    refused.append(name)
                    continue
                }
                names.append(name)
                if !urls.contains(url) { urls.append(url) }
            }
        }
        // A key of its own is taken only for a link onto a listening platform: `itunes_url` is
        // the show's own site in some feed templates (GoodStuff-Fm/goodstuff's `itunes-url`).
        for platform in flatPlatforms {
            for key in flatLinkKeys(of: platform) {
                guard let text = settings.text([key]),
                    case .success(let url) = WebURLText.normalize(text, allowsQuery: true),
                    ListenURL.knownPlatform(url) != nil
                else { continue }
                if !urls.contains(url) {
                    names.append(key)
                    urls.append(url)
                }
            }
        }
        report.list(
            "the settings' links to the platforms the show is on became podcast.listen in site.yml (linked in every "
                + "page's footer)", names)
        report.list("links to platforms left out of podcast.listen, not being http(s) addresses", refused)
        return urls
    }
}
