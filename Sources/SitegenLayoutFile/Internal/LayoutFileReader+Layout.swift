import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// Reads the whole file: a mapping with `sections` and an optional `configuration`.
    mutating func layout(_ root: Node?) -> CompositionalLayout? {
        guard let root, !Self.isNull(root) else {
            error("the layout file is empty; it needs a `sections` list", at: position(nil))
            return nil
        }
        guard case .mapping = root else {
            error(
                "a layout file must be a mapping with `sections` (and optionally `configuration`), "
                    + "not \(describe(root))", at: root)
            return nil
        }
        guard
            let mapping = mapping(
                root, "the layout file", keys: ["configuration", "sections"], place: "the layout file")
        else { return nil }
        let configuration = configuration(mapping["configuration"])
        guard let sectionsEntry = mapping["sections"] else {
            error("the layout file needs a `sections` list", at: root)
            return nil
        }
        guard let sections = sections(sectionsEntry, hasSplit: configuration.hasSplit) else { return nil }
        return CompositionalLayout(
            configuration: configuration.provider, regularSizeClassMinWidth: configuration.regularSizeClassMinWidth,
            sections: sections, position: SourcePosition.start(of: path))
    }
}
