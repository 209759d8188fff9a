import SitegenDiagnostics
import SitegenFormats
import Yams

extension SiteConfigurationDecoder {
    /// Reads `permalinks:`: a pattern for `episode`, `collection` and `page`, each a path with
    /// Hugo's tokens (``PermalinkPattern/parse(_:kind:allowed:)``).
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
