import SitegenDiagnostics
import SitegenFormats
import Yams

extension SiteConfigurationDecoder {
    /// Reads `permalinks:`: a pattern for `episode`, `collection` and `page`, each a path with
    /// Hugo's tokens. An episode's pattern must name something of the episode's own (`:slug`,
    /// `:number` or `:title`), or every episode would have one address.
    static func readPermalinks(_ node: Node, reader: inout FrontMatterReader) -> SitePermalinks {
        var permalinks = SitePermalinks()
        let kinds = SitePermalinks.allowedTokens.map(\.kind)
        guard
            let mapping = reader.mapping(node, "`permalinks`", keys: kinds, place: "`permalinks`", prefix: "permalinks")
        else { return permalinks }
        for (kind, tokens) in SitePermalinks.allowedTokens {
            guard let entry = mapping[kind], let text = reader.text(entry.value, label: "permalinks.\(kind)") else {
                continue
            }
            switch PermalinkPattern.parse(text, kind: kind, allowed: tokens) {
            case .success(var pattern):
                pattern.position = reader.position(of: entry.value)
                let own: Set<PermalinkPattern.Token> =
                    kind == "episode" ? [.slug, .number, .title] : [.slug, .title, .collection]
                guard !pattern.tokens.isDisjoint(with: own) else {
                    reader.error(
                        "`permalinks.\(kind)` must name something each \(kind) has of its own ("
                            + own.map { "`:\($0.rawValue)`" }.sorted().joined(separator: ", ")
                            + "), or every \(kind) would have the one address '\(FrontMatterReader.shortened(text))'",
                        at: entry.value)
                    continue
                }
                switch kind {
                case "episode": permalinks.episode = pattern
                case "collection": permalinks.collection = pattern
                default: permalinks.page = pattern
                }
            case .failure(let problem):
                reader.error("`permalinks.\(kind)` \(problem.message)", at: entry.value)
            }
        }
        return permalinks
    }
}
