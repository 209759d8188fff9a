import Foundation

extension JekyllSource {
    /// The folders whose names start with `_` that the settings' `include:` makes Jekyll read as
    /// the site's own (davealbert/davealbert.github.io: `include: ['_pages']`, where its pages and
    /// its podcast's episodes are), without their slashes.
    static func includedFolders(_ configuration: [String: Any]) -> Set<String> {
        let names = ImportValue.strings(configuration["include"]) ?? []
        return Set(
            names.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }
                .filter { $0.hasPrefix("_") && !$0.isEmpty && !$0.contains("/") })
    }
}
