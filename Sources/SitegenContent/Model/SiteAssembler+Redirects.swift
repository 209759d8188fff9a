import SitegenDiagnostics

/// The redirects of `aliases:`: one per old path, each to the page that has it.
extension SiteAssembler {
    /// The redirects of published episodes, collections, pages and people, sorted by file (a
    /// page with `redirect:` is one at its own address too); an alias written twice is an error
    /// at the second.
    static func redirects(
        episodes: [Episode], collections: [EpisodeCollection], pages: [ContentPage], people: [Person],
        diagnostics: inout [Diagnostic]
    ) -> [Redirect] {
        var all: [Redirect] = []
        for episode in episodes {
            all += episode.aliases.map {
                Redirect(alias: $0, target: episode.pagePath, title: episode.title)
            }
        }
        for collection in collections {
            all += collection.aliases.map {
                Redirect(alias: $0, target: collection.pagePath, title: collection.title)
            }
        }
        for page in pages {
            guard let redirect = page.redirect else {
                all += page.aliases.map { Redirect(alias: $0, target: page.pagePath, title: page.title) }
                continue
            }
            // The page's own address and its old ones lead where it says.
            let own = Alias(
                file: SiteRoutes.file(ofPage: page.pagePath), path: "/" + page.pagePath, position: redirect.position)
            all += ([own] + page.aliases).map {
                Redirect(alias: $0, target: redirect.target, title: page.title, written: redirect.position)
            }
        }
        for person in people {
            all += person.aliases.map {
                Redirect(alias: $0, target: SiteRoutes.person(person.slug), title: person.name)
            }
        }
        all.sort { ($0.alias.file, $0.alias.position) < ($1.alias.file, $1.alias.position) }
        var kept: [Redirect] = []
        for redirect in all {
            if let first = kept.last, first.alias.file == redirect.alias.file {
                diagnostics.append(
                    .error(
                        "alias '\(redirect.alias.path)' is already an alias at \(first.alias.position); an old path can lead to one page",
                        at: redirect.alias.position))
                continue
            }
            if redirect.alias.file == SiteRoutes.file(ofPage: redirect.target) {
                let problem =
                    redirect.written != nil
                    ? "`redirect` '/\(redirect.target)' leads to the page itself"
                    : "alias '\(redirect.alias.path)' is the page's own path"
                diagnostics.append(.error(problem, at: redirect.alias.position))
                continue
            }
            kept.append(redirect)
        }
        return kept
    }
}
