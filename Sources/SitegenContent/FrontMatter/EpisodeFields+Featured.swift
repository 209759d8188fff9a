import SitegenFormats
import Yams

extension EpisodeFields {
    /// Reads `featured`; a path there (`featured: "images/cover"`, a Hugo theme's name for the
    /// episode's picture) is an error that names `thumbnail:`, sitegen's key for the picture.
    static func featured(_ node: Node, reader: inout FrontMatterReader) -> Bool? {
        if case .scalar(let scalar) = node, node.tagName == .str,
            scalar.string.contains("/") || scalar.string.contains(".")
        {
            reader.error(
                "`featured` must be true or false (true shows the episode in \"Featured\"), not the string '"
                    + FrontMatterReader.shortened(scalar.string)
                    + "'; for the episode's picture, which Hugo themes call `featured`, write `thumbnail:`",
                at: node)
            return nil
        }
        return reader.bool(node, label: "featured")
    }
}
