import Yams

extension Node {
    /// The node's resolved tag name (`int`, `float`, `bool`, `null`, `str`, ...).
    var tagName: Tag.Name { Tag.Name(rawValue: tag.rawValue) }
}
