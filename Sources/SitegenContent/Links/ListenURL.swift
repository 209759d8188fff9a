import SitegenFormats

/// Reads the links an episode gives to its pages on listening platforms (`listen:`): the name of
/// each platform, and a Spotify episode's id, whose player a page without audio of its own embeds.
package enum ListenURL {
    /// Keys other tools keep an episode's page on a platform under (`spotify`, Castanet's and
    /// Hugo themes'; `apple_podcasts`): the names the build's hints name `listen` for, which the
    /// import reads as `listen`.
    package static let platformKeys: [String] = KeySuggestion.otherNames(for: "listen")

    /// Platforms by the domain of their links (a subdomain's links are the platform's too).
    private static let platforms: [(domain: String, name: String)] = [
        ("spotify.com", "Spotify"), ("spotify.link", "Spotify"),
        ("anchor.fm", "Spotify"), ("podcasts.apple.com", "Apple Podcasts"), ("itunes.apple.com", "Apple Podcasts"),
        ("music.youtube.com", "YouTube Music"), ("youtube.com", "YouTube"), ("youtu.be", "YouTube"),
        ("pca.st", "Pocket Casts"), ("pocketcasts.com", "Pocket Casts"), ("pcasts.in", "Pocket Casts"),
        ("stitcher.com", "Stitcher"), ("subscribeonandroid.com", "Android"), ("overcast.fm", "Overcast"),
        ("castbox.fm", "Castbox"), ("deezer.com", "Deezer"), ("castro.fm", "Castro"),
        ("iheart.com", "iHeartRadio"), ("podbean.com", "Podbean"), ("soundcloud.com", "SoundCloud"),
        ("podcastaddict.com", "Podcast Addict"), ("player.fm", "Player FM"), ("tunein.com", "TuneIn"),
        ("fountain.fm", "Fountain"), ("podcastindex.org", "Podcast Index"), ("podcasts.google.com", "Google Podcasts"),
        ("audible.com", "Audible"), ("pandora.com", "Pandora"), ("goodpods.com", "Goodpods"),
        ("podverse.fm", "Podverse"), ("truefans.fm", "TrueFans"), ("podfriend.com", "Podfriend"),
    ]

    /// The platform a link is on: its name (`Spotify`, `Apple Podcasts`), else its host.
    package static func platform(_ url: String) -> String {
        knownPlatform(url) ?? WebURLParts(url)?.host ?? url
    }

    /// The name of the listening platform a link is on, or nil when it is on another site.
    package static func knownPlatform(_ url: String) -> String? {
        guard let parts = WebURLParts(url) else { return nil }
        // Amazon Music has a domain per country (music.amazon.com, music.amazon.de).
        if parts.host.hasPrefix("music.amazon.") { return "Amazon Music" }
        return platforms.first { parts.isOn($0.domain) }?.name
    }

    /// The id of the Spotify episode a link is to (`https://open.spotify.com/episode/<id>`, or its
    /// embed, `/embed/episode/<id>`; a localised `/intl-de/episode/<id>` too), else nil.
    static func spotifyEpisode(_ url: String) -> String? {
        guard let parts = WebURLParts(url), parts.host == "open.spotify.com" else { return nil }
        var segments = parts.segments[...]
        if segments.first?.hasPrefix("intl-") == true { segments = segments.dropFirst() }
        if segments.first == "embed" || segments.first == "embed-podcast" { segments = segments.dropFirst() }
        guard segments.count == 2, segments.first == "episode", let id = segments.last, id.count == 22,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return id
    }

    /// The page a link shows a visitor: a Spotify episode's page for its embed's address, else the
    /// link itself.
    package static func page(_ url: String) -> String {
        spotifyEpisode(url).map(spotifyPage) ?? url
    }

    /// The page of a Spotify episode.
    package static func spotifyPage(_ id: String) -> String {
        "https://open.spotify.com/episode/\(id)"
    }

    /// The address of a Spotify episode's player, for a page to embed.
    package static func spotifyEmbed(_ id: String) -> String {
        "https://open.spotify.com/embed/episode/\(id)"
    }
}
