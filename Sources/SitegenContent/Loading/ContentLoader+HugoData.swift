import SitegenDiagnostics

extension ContentLoader {
    /// A warning for each folder of Hugo people data files copied into Content/
    /// (`Content/data/people/*.yml`), which templates read as data but the build does not read
    /// as people, at its first file.
    /// - Parameter dataFiles: The data files of Content/ (``SiteData/files``), sorted.
    /// - Returns: The warnings.
    func hugoPeopleDataWarnings(_ dataFiles: [String]) -> [Diagnostic] {
        var byFolder: [(folder: String, names: [String])] = []
        for path in dataFiles where HugoPeopleData.isDataFile(path) {
            let folder = String(path[..<path.lastIndex(of: "/")!])
            let name = String(path.dropFirst(folder.count + 1))
            if byFolder.last?.folder == folder {
                byFolder[byFolder.count - 1].names.append(name)
            } else {
                byFolder.append((folder, [name]))
            }
        }
        return byFolder.map { folder, names in
            let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
            let count = names.count == 1 ? "1 Hugo data file" : "\(names.count) Hugo data files"
            return .warning(
                "Content/\(folder)/ holds \(count) (\(listed)), which templates read as data but sitegen makes "
                    + "no people of: a person is "
                    + "Content/people/<slug>.md with a `name:`, the bio below its front matter; "
                    + "`sitegen import hugo` makes Content/people/ of a Hugo site's data/people/",
                at: SourcePosition.start(of: display(folder + "/" + names[0])))
        }
    }
}
