import Foundation

extension ImportPlan {
    /// The keys of a page's front matter that give its show's feed address
    /// (JupiterBroadcasting's `content/show/linux-unplugged/subscribe.md`:
    /// `rss: "https://linuxunplugged.com/rss"`).
    static let showFeedKeys = ["rss", "rss_url", "rss_feed", "feed_url", "podcast_feed", "podcast_rss", "feed"]

    /// Whether a text can be a feed's address: an http(s) URL, or a path of the site.
    static func isFeedAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || text.hasPrefix("/"))
            && !text.contains(where: \.isWhitespace)
    }

    /// Takes out of the episodes each file of a show's section that names the show's feed
    /// address (``showFeedKeys``) and has no media and no episode number: the show's subscribe
    /// page (JupiterBroadcasting's `content/show/<show>/subscribe.md`, with `rss:` and its
    /// `direct_links` to listening apps). Its front matter is the show's settings
    /// (``showSettings``), and its old URL an alias of the show's page, which links the show's
    /// feed. The report names the files.
    mutating func takeShowSettingsPages() {
        var taken: [String] = []
        episodes.removeAll { file in
            guard let show = file.collection, collectionPages[show] != nil,
                let fields = ImportValue.lowercasedKeys(file.page.fields),
                Self.showFeedKeys.contains(where: { ImportValue.text(fields[$0]).map(Self.isFeedAddress) == true }),
                !Self.namesMediaOrNumber(file)
            else { return false }
            showSettings[show, default: []].append((file.page.path, file.page.fields))
            if let old = file.oldURL { collectionAliases[show, default: []].append(old) }
            taken.append(file.page.path)
            return true
        }
        guard !taken.isEmpty else { return }
        notes.append(
            "pages of a show's section that name its feed (subscribe pages) read as the show's settings, not "
                + "episodes; their old URLs lead to the show's page: " + taken.joined(separator: ", "))
    }

    /// Whether a file's front matter or body names media, a video or an episode's number.
    static func namesMediaOrNumber(_ file: File) -> Bool {
        namesMedia(file) || namesNumber(file)
    }

    /// Whether a file's front matter or body names media or a video.
    static func namesMedia(_ file: File) -> Bool {
        let fields = knownFields(file)
        let keys =
            MediaMapping.fileKeys + MediaMapping.formatFileKeys(in: fields)
            + FrontMatterMapping.renames.filter { $0.value == "video" }.map(\.key)
        return !keys.allSatisfy { ImportValue.isEmpty(fields[$0]) } || ImportWriter.bodyAudio(file.page.body) != nil
    }

    /// Whether a file's front matter gives an episode's number.
    static func namesNumber(_ file: File) -> Bool {
        let fields = knownFields(file)
        return !["episode", "number", "episode_number"].allSatisfy { ImportValue.isEmpty(fields[$0]) }
    }

    /// Whether a file's front matter names what only an episode has: a season, running time,
    /// guid, chapters or transcript, and, with `countingNumber`, a number.
    static func namesEpisodeFact(_ file: File, countingNumber: Bool) -> Bool {
        let fields = knownFields(file)
        let keys =
            ["season", "duration", "guid", "chapters", "transcript", "transcripts", "episodetype"]
            + (countingNumber ? ["episode", "number", "episode_number"] : [])
        return !keys.allSatisfy { ImportValue.isEmpty(fields[$0]) }
    }

    /// A file's front matter keys as the mapping reads them (tokyo-mistakes' `audioUrl` and
    /// `episodeNumber` are `audio_url` and `episode_number`).
    static func knownFields(_ file: File) -> [String: Any] {
        Dictionary(
            (ImportValue.lowercasedKeys(file.page.fields) ?? [:]).map {
                (FrontMatterMapping.knownSpelling(of: $0.key), $0.value)
            }, uniquingKeysWith: { first, _ in first })
    }
}
