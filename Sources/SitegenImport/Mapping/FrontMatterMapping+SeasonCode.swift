import Foundation

extension FrontMatterMapping {
    /// Reads an episode number written as a season code (WhyCantTheyJust/website's `episode =
    /// "S2-06"`, ``ImportValue/seasonCode(_:)``) as the number, and its season as the season when
    /// no key gives one.
    /// - Parameters:
    ///   - fields: The front matter, keys lowercased as the mapping knows them.
    ///   - original: Each key's name as written; a season taken from the code is named by the
    ///     number's key.
    static func splitSeasonCode(_ fields: inout [String: Any], original: inout [String: String]) {
        guard
            let key = fields.keys.sorted().first(where: { renames[$0] == "number" && !ImportValue.isEmpty(fields[$0]) }
            ),
            let code = ImportValue.seasonCode(fields[key])
        else { return }
        fields[key] = code.number
        let hasSeason = fields.contains { renames[$0.key] == "season" && !ImportValue.isEmpty($0.value) }
        guard !hasSeason else { return }
        fields["season"] = code.season
        original["season"] = original[key] ?? key
    }
}
