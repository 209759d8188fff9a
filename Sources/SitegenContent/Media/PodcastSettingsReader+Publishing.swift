import SitegenFormats
import Yams

/// The keys of a `podcast:` block that say how the feed is published rather than what the show
/// is: copyright, lock, funding links, the show's pages on listening platforms, medium, how many
/// episodes it lists, a move, an end and a block from directories.
extension PodcastSettingsReader {
    /// What a funding link says when the block gives only its address.
    static let defaultFundingText = "Support the show"

    /// The longest funding text the Podcasting 2.0 namespace asks for (aggregators may cut more).
    static let fundingTextLimit = 128

    /// Reads the publishing keys of `map` into `settings`.
    static func readPublishing(
        _ map: YAMLMapping, into settings: inout PodcastSettings, reader: inout FrontMatterReader
    ) {
        settings.copyright = map["copyright"].flatMap { reader.text($0.value, label: "podcast.copyright") }
        settings.locked = map["locked"].flatMap { reader.bool($0.value, label: "podcast.locked") }
        settings.complete = map["complete"].flatMap { reader.bool($0.value, label: "podcast.complete") }
        settings.block = map["block"].flatMap { reader.bool($0.value, label: "podcast.block") }
        settings.medium = map["medium"].flatMap {
            reader.choice($0.value, label: "podcast.medium", noun: "`podcast.medium`", as: PodcastMedium.self)
        }
        settings.limit = map["limit"].flatMap {
            reader.wholeNumber($0.value, label: "podcast.limit", in: 1...1_000_000)
        }
        if let entry = map["newFeedURL"], let text = reader.text(entry.value, label: "podcast.newFeedURL") {
            switch WebURLText.normalize(text, allowsQuery: true) {
            case .success(let url): settings.newFeedURL = url
            case .failure(let problem): reader.error("`podcast.newFeedURL` \(problem.message)", at: entry.value)
            }
        }
        if let entry = map["feedAliases"] {
            settings.feedAliases = feedAliases(entry.value, reader: &reader)
        }
        if let entry = map["funding"] {
            settings.funding = funding(entry.value, reader: &reader)
        }
        settings.listen = map["listen"].map { reader.webLinks($0.value, label: "podcast.listen") } ?? []
    }

    /// The old feed paths of `feedAliases:` (a path or a list of them), each checked as an alias
    /// is; a path whose last segment has an extension is a file (`/feed/podcast.xml`), any other
    /// a folder whose `index.html` holds the feed (`/feed/`, as WordPress had it).
    private static func feedAliases(_ node: Node, reader: inout FrontMatterReader) -> [Alias] {
        let nodes: [Node]
        switch node {
        case .sequence(let sequence): nodes = Array(sequence)
        case .scalar: nodes = [node]
        default:
            reader.wrongType(node, "`podcast.feedAliases`", expected: "a list of paths")
            return []
        }
        var aliases: [Alias] = []
        for item in nodes {
            guard let text = reader.text(item, label: "podcast.feedAliases") else { continue }
            switch AliasReader.normalized(text) {
            case .success(var (path, file)):
                let last = text.split(separator: "/").last ?? ""
                if !text.hasSuffix("/"), last.contains("."), file.hasSuffix("/index.html") {
                    path.removeLast()
                    file.removeLast("/index.html".count)
                }
                aliases.append(Alias(file: file, path: path, position: reader.position(of: item)))
            case .failure(let problem):
                reader.error(
                    "feed alias '\(FrontMatterReader.shortened(text))' \(problem.message)", at: item)
            }
        }
        return aliases
    }

    /// The funding links of `funding:`: an address, a `{url, text}` mapping, or a list of them.
    private static func funding(_ node: Node, reader: inout FrontMatterReader) -> [PodcastFunding] {
        if case .sequence(let items) = node {
            return items.compactMap { fundingLink($0, reader: &reader) }
        }
        return fundingLink(node, reader: &reader).map { [$0] } ?? []
    }

    /// One funding link.
    private static func fundingLink(_ node: Node, reader: inout FrontMatterReader) -> PodcastFunding? {
        let urlNode: Node
        var text = defaultFundingText
        if case .mapping = node {
            guard
                let map = reader.mapping(
                    node, "each `podcast.funding` link", keys: ["url", "text"], place: "a `podcast.funding` link",
                    prefix: "podcast.funding")
            else { return nil }
            guard let entry = map["url"] else {
                reader.error("a `podcast.funding` link needs a `url`", at: node)
                return nil
            }
            urlNode = entry.value
            if let entry = map["text"], let given = reader.text(entry.value, label: "podcast.funding.text") {
                text = given
                if given.count > fundingTextLimit {
                    reader.warning(
                        "`podcast.funding.text` has \(given.count) characters; podcast apps may cut it after \(fundingTextLimit)",
                        at: entry.value)
                }
            }
        } else {
            urlNode = node
        }
        guard let address = reader.text(urlNode, label: "podcast.funding.url") else { return nil }
        switch WebURLText.normalize(address, allowsQuery: true) {
        case .success(let url): return PodcastFunding(url: url, text: text)
        case .failure(let problem):
            reader.error("`podcast.funding` \(problem.message)", at: urlNode)
            return nil
        }
    }
}
