import SitegenDiagnostics
import SitegenFormats
import Yams

extension FrontMatterReader {
    /// A list of web addresses, or one (a person's `links`, an episode's `listen`): each an
    /// absolute http(s) URL, normalised by ``WebURLText``; one that is not is an error at its place.
    mutating func webLinks(_ node: Node, label: String) -> [String] {
        let nodes: [Node]
        if case .sequence = node {
            nodes = self.sequence(node, "`\(label)`") ?? []
        } else {
            nodes = [node]
        }
        var links: [String] = []
        for item in nodes {
            guard let link = text(item, label: label) else { continue }
            switch WebURLText.normalize(link, allowsQuery: true) {
            case .success(let url): if !links.contains(url) { links.append(url) }
            case .failure(let problem): self.error("each of `\(label)` \(problem.message)", at: item)
            }
        }
        return links
    }
}
