extension ThemeStrings {
    /// sitegen's English: every key the default theme's templates and sitegen itself use.
    package static let englishTexts: [String: String] = {
        var texts: [String: String] = [
            // The page frame.
            "skipToContent": "Skip to content", "mainNavigation": "Main", "menu": "Menu", "browse": "Browse",
            "search": "Search",
            "atomFeed": "Atom feed", "podcastFeed": "Podcast feed", "podcast": "podcast",
            "showPodcastFeed": "{title} podcast feed", "showListenOn": "Listen to {title} on",
            // Navigation and index pages.
            "navEpisodes": "Episodes", "navLibrary": "Library", "navCollections": "Collections",
            "categories": "Categories", "tags": "Tags", "people": "People", "allEpisodes": "All episodes",
            // Episodes.
            "episode": "Episode", "trailer": "Trailer", "bonus": "Bonus", "season": "Season", "of": "of",
            "durationLabel": "Duration:", "minRead": "min read", "playOn": "Play on", "playVideo": "Play video",
            "playEpisode": "Play episode", "play": "Play", "pause": "Pause", "player": "Player",
            "skipBack": "Back 15 seconds", "skipForward": "Forward 30 seconds", "playbackSpeed": "Playback speed",
            "playbackPosition": "Position",
            "startWith": "Start with episode {number}", "latestEpisode": "Latest episode",
            "listenOn": "Listen on",
            "downloadVideo": "Download the video", "downloadEpisode": "Download the episode",
            "watchEpisode": "Watch the episode", "hostsAndGuests": "Hosts and guests", "host": "Host", "guest": "Guest",
            "chapters": "Chapters", "link": "Link", "for": "for", "contents": "Contents", "transcript": "Transcript",
            "transcriptAlsoAs": "The transcript also as", "license": "License:",
            "previousAndNext": "Previous and next episode", "previous": "Previous", "next": "Next",
            "episodesLower": "episodes",
            // Pagination.
            "pages": "Pages", "page": "Page", "pageLower": "page", "pageOf": "Page {number} of {count}",
            "pagedTitle": "{title} (page {number} of {count})",
            // Search.
            "searchIntro": "Search the title, notes, chapters and transcript of every episode.",
            "searchEpisodes": "Search episodes", "searchResultsOne": "{count} result for {query}",
            "searchResults": "{count} results for {query}", "searchMore": "More results", "searchFilters": "Filters",
            "searchNeedsJavaScript": "Search needs JavaScript. The",
            "searchArchive": "archive", "searchAndThe": "and the", "searchTags": "tags",
            "searchWithout": "list every episode without it.",
            // Listing pages' introductions and descriptions.
            "episodesIn": "Episodes in {title}", "episodesTagged": "Episodes tagged {title}",
            "episodesWith": "Episodes with {name}",
            // The 404 page.
            "notFoundTitle": "Page not found", "notFoundDescription": "The page you asked for does not exist.",
            "notFoundText": "Sorry, there is no page at this address. Try the {latest} or the {library}.",
            "notFoundLatest": "latest episodes", "notFoundLibrary": "library",
            // Dates and durations.
            "dateFormat": "{day} {month} {year}", "durationSeparator": " ",
            // Counts: `{count}` is the number.
            "episodeCount.one": "{count} episode", "episodeCount.other": "{count} episodes",
            "episodesInCount.one": "{count} episode in {title}", "episodesInCount.other": "{count} episodes in {title}",
            "episodesTaggedCount.one": "{count} episode tagged {title}",
            "episodesTaggedCount.other": "{count} episodes tagged {title}",
            "hours.one": "{count} hour", "hours.other": "{count} hours",
            "minutes.one": "{count} minute", "minutes.other": "{count} minutes",
            "seconds.one": "{count} second", "seconds.other": "{count} seconds",
        ]
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        for (index, name) in months.enumerated() { texts["month.\(index + 1)"] = name }
        return texts
    }()
}
