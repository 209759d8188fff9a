import Foundation

/// The show's links to the platforms it is heard on, which sitegen's settings have no place for.
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

    /// Says in the report which of the settings' platform links are not imported, so that none is
    /// dropped silently: site.yml has no place for them.
    static func reportPlatformLinks(_ settings: SiteSettingsMapping, report: inout Report) {
        var names: [String] = []
        for key in platformLinkKeys {
            guard let map = settings.value([key]) as? [String: Any] else { continue }
            for name in map.keys.sorted() where !names.contains(name) {
                let bare = name.lowercased().filter { $0 != "_" && $0 != "-" }
                guard platformNames.contains(bare), let url = ImportValue.text(map[name]),
                    url.lowercased().hasPrefix("http")
                else { continue }
                names.append(name)
            }
        }
        guard !names.isEmpty else { return }
        report.lines.append(
            "the settings' links to the platforms the show is on are not imported (site.yml has no place for them; "
                + "link them from a page of Content/pages/): " + names.joined(separator: ", "))
    }
}
