extension Site {
    /// Puts an edited episode in place of the one at `index`, when the edit changed only its
    /// texts (body, title, summary): the site's structure stays, and the redirects of its
    /// `aliases:` take its new title, as their pages show it.
    public mutating func replaceEpisode(at index: Int, with episode: Episode) {
        let files = Set(episode.aliases.map(\.file))
        episodes[index] = episode
        guard !files.isEmpty else { return }
        for position in redirects.indices where files.contains(redirects[position].alias.file) {
            redirects[position].title = episode.title
        }
    }
}
