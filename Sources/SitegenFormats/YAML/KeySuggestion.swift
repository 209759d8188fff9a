/// Finds the valid name closest to a misspelt one, for "did you mean" hints.
package enum KeySuggestion {
    /// Names people write for another name: UIKit habits and CSS words in layout files, and in
    /// front matter the names Hugo, Jekyll and podcast hosts use; the first one valid at the
    /// place is suggested.
    private static let synonyms: [String: [String]] = [
        "left": ["leading"], "right": ["trailing"], "padding": ["contentInsets"], "insets": ["contentInsets"],
        "spacing": ["interItemSpacing"], "children": ["subitems"], "sizeclass": ["sizeClass"],
        "description": ["summary"], "excerpt": ["summary"], "subtitle": ["summary"],
        "image": ["thumbnail", "avatar"], "images": ["thumbnail"], "cover": ["thumbnail"], "photo": ["avatar"],
        "episode": ["number"], "episodenumber": ["number"], "categories": ["category"], "keywords": ["tags"],
        "weight": ["order"], "author": ["hosts"], "authors": ["hosts"], "host": ["hosts"], "guest": ["guests"],
        "enclosure": ["audio"], "mp3": ["audio"], "title": ["name"],
        // Castanet's and other Hugo podcast themes' media keys (nqthqn.com, arresteddevops,
        // returnship-everydayheroes), which only `sitegen import` converts.
        "podcast_file": ["audio"], "podcast": ["audio"], "podcast_bytes": ["audio"], "audio_file": ["audio"],
        "audiosourceurl": ["audio"], "audio_url": ["audio"], "podcast_duration": ["duration"],
        "itunes_duration": ["duration"], "videosourceurl": ["video"], "youtube": ["video"],
        "episode_image": ["thumbnail"], "featured_image": ["thumbnail"], "featuredimage": ["thumbnail"],
        "itunes_episode": ["number"],
        // A YouTube video's id, as themes keep it (PyPodcats' `youtube_id`, Jekyll-Podcaster's
        // `videoid`, Zig SHOWTIME's `vod`).
        "youtube_id": ["video"], "youtubeid": ["video"], "youtube_url": ["video"], "youtube_link": ["video"],
        "videoid": ["video"], "video_id": ["video"], "vod": ["video"],
        // trustrevolution/website's media keys, which `sitegen import` converts.
        "video_url": ["video"], "transcript_url": ["transcript"], "timestamps": ["chapters"],
        "enclosure_bytes": ["audio"],
        // Other names of the publication date (Hugo's `publishDate`, a Fresh site's
        // `published_at`: audrow-nash-podcast/audrownashpodcast.com) and of the summary (`snippet`).
        "publishdate": ["date"], "publish_date": ["date"], "pubdate": ["date"], "published_at": ["date"],
        "publishedat": ["date"], "snippet": ["summary"], "about": ["summary"],
        // A feed's <itunes:summary> (ajaykarwal/inspect-fm, falkoin/und_was_podcast).
        "short_description": ["summary"], "shortdescription": ["summary"],
        // jekyll-redirect-from's old URLs (brandonb927/faviconvalley.show), and emacsel/emacsel.com's
        // `episode_duration` and `episode_bytes`, which `sitegen import` converts.
        "redirect_from": ["aliases"], "episode_duration": ["duration"], "episode_bytes": ["audio"],
        // A person's profiles, each a key of its own (LoomState/loomstate.fm's `Twitter`, `Github`,
        // `Website`), which `sitegen import` turns into `links`.
        "twitter": ["links"], "github": ["links"], "website": ["links"], "homepage": ["links"],
        "mastodon": ["links"], "linkedin": ["links"], "url": ["links"],
        // A video show's series and subjects (TejasQ/build-with-bob's `project`, `topics`).
        "project": ["collection"], "topics": ["tags"],
        // The media file's keys of danielbuechele/luftpost-podcast.de (`mediaUrl`, `byteSize`,
        // `mimeType`), which are `audio`'s `url`, `length` and `type`.
        "mediaurl": ["audio"], "media_url": ["audio"], "bytesize": ["audio"], "byte_size": ["audio"],
        "mimetype": ["audio"], "mime_type": ["audio"],
        // Astro content collections' camel-case names (ironicbadger/bitflip-site,
        // schalkneethling/indiecaster-core).
        "audiourl": ["audio"], "audiofile": ["audio"], "audiosize": ["audio"], "coverimage": ["thumbnail"],
        "youtubeurl": ["video"], "transcripturl": ["transcript"],
        // RSS's enclosure as a Hugo site's own keys (LoomState/loomstate.fm's `EnclosureUrl`,
        // `EnclosureLength`, `EnclosureSize`), which `sitegen import` converts.
        "enclosureurl": ["audio"], "enclosure_url": ["audio"], "enclosurelength": ["audio"],
        "enclosure_length": ["audio"], "enclosuresize": ["audio"], "enclosure_size": ["audio"],
        "enclosuretype": ["audio"], "enclosure_type": ["audio"],
        // An episode's page on a listening platform, a key per platform (Castanet's and other Hugo
        // themes' `spotify`, froilainhaeckse/entscheidung-zur-heilung's Spotify embed), which
        // `sitegen import` turns into `listen`.
        "listen_url": ["listen"], "spotify": ["listen"], "spotify_url": ["listen"], "spotify_link": ["listen"],
        "spotify_embed": ["listen"], "spotify_episode": ["listen"], "apple_podcasts": ["listen"],
        "apple_podcasts_url": ["listen"], "apple_podcasts_link": ["listen"], "applepodcasts": ["listen"],
        "itunes_url": ["listen"], "google_podcasts": ["listen"], "amazon_music": ["listen"],
        "pocket_casts": ["listen"], "pocketcasts": ["listen"], "overcast": ["listen"], "castbox": ["listen"],
        "deezer": ["listen"], "anchor": ["listen"], "anchor_url": ["listen"], "anchor_link": ["listen"],
    ]

    /// The other names people write for `name` (`spotify` for `listen`), as the hints read them.
    package static func otherNames(for name: String) -> [String] {
        synonyms.filter { $0.value.contains(name) }.keys.sorted()
    }

    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    /// - Parameters:
    ///   - name: What was written.
    ///   - candidates: The names valid at that place.
    /// - Returns: The suggestion, or `nil` when nothing is close.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let snakeCased = String(lowered.map { $0 == "-" ? "_" : $0 })
        if let synonym = (synonyms[lowered] ?? synonyms[snakeCased])?.first(where: candidates.contains) {
            return synonym
        }
        guard lowered.count <= 64 else { return nil }
        if let named = namePlusWord(name, in: candidates) { return named }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let limit = max(1, min(3, candidate.count / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The longest candidate of five letters or more that `name` starts with, followed by a word
    /// of its own (`audioLink`, `audio_link`, `transcript-file`: firebasejp/cast-site's
    /// `audioLink`), if any.
    private static func namePlusWord(_ name: String, in candidates: [String]) -> String? {
        let scalars = Array(name.unicodeScalars)
        var best: String?
        for candidate in candidates where candidate.unicodeScalars.count >= 5 {
            let count = candidate.unicodeScalars.count
            guard scalars.count > count + 1, count > (best?.unicodeScalars.count ?? 0),
                String(String.UnicodeScalarView(scalars[..<count])).lowercased() == candidate.lowercased()
            else { continue }
            let next = scalars[count]
            if next == "_" || next == "-" || next.properties.isUppercase { best = candidate }
        }
        return best
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
