import Foundation

extension ImportWriter {
    /// The season a folder of the episode's source path names (`content/season-2/`,
    /// `_posts/season_1/`, `Season 3/`): staffeng-podcast/staffeng-podcast.github.io keeps each
    /// season's episodes in a Hugo section `season-N`, and its pages give no `season`. The
    /// folder nearest the file wins; `nil` when none is named so.
    static func folderSeason(of path: String) -> Int? {
        for folder in path.split(separator: "/").dropLast().reversed() {
            let lowered = folder.lowercased()
            guard lowered.hasPrefix("season") else { continue }
            let rest = lowered.dropFirst("season".count).drop { $0 == "-" || $0 == "_" || $0 == " " }
            guard !rest.isEmpty, rest.count <= 6, rest.allSatisfy(\.isASCII), let number = Int(rest), number >= 1
            else { continue }
            return number
        }
        return nil
    }

    /// Gives an episode without a season the one its folder names (``folderSeason(of:)``), and
    /// counts it for the report.
    mutating func addFolderSeason(of file: ImportPlan.File, to fields: inout [(String, Any)]) {
        guard !fields.contains(where: { $0.0 == "season" }), let season = Self.folderSeason(of: file.page.path) else {
            return
        }
        let index = fields.firstIndex { $0.0 == "params" } ?? fields.count
        fields.insert(("season", season), at: index)
        count("seasons from the folder's name (season-N): no season in the front matter", file.page.path)
    }
}
