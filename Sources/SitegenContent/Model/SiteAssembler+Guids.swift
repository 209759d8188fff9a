import SitegenDiagnostics

extension SiteAssembler {
    /// Warns, at the second, of two published episodes whose `guid:` is the same: podcast apps
    /// take two items with one guid for one episode and show only one of them (a feed imported
    /// as it was may have them).
    static func checkGuids(_ episodes: [Episode], diagnostics: inout [Diagnostic]) {
        var first: [String: Episode] = [:]
        for episode in episodes.sorted(by: { $0.path < $1.path }) {
            guard let guid = episode.media.guid else { continue }
            guard let other = first[guid] else {
                first[guid] = episode
                continue
            }
            diagnostics.append(
                .warning(
                    "the guid '\(guid)' is also \(other.path)'s: podcast apps take the two for one episode and "
                        + "show one of them; give this one its own",
                    at: episode.positions["guid"] ?? SourcePosition.start(of: episode.path)))
        }
    }
}
