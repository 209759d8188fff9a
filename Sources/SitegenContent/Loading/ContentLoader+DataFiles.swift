import SitegenDiagnostics
import SitegenFileSystem

extension ContentLoader {
    /// The folder of data files, under `Content/`: read for templates, never published.
    static let dataFolder = "data"

    /// Reads `Content/data/`: each data file's value at its name, each subfolder's files under
    /// the subfolder's name (`data/shows/main.yml` is `data.shows.main`). A name no template can
    /// write, two files (or a file and a folder) of one name, and a file of another kind are
    /// reported.
    func loadData(diagnostics: inout [Diagnostic]) -> SiteData {
        let folder = Self.dataFolder
        switch kind(folder) {
        case .directory: break
        case .missing: return SiteData()
        case .symbolicLink:
            diagnostics.append(
                .error(
                    "Content/\(folder) is a symbolic link; links are not followed in Content/",
                    at: SourcePosition.start(of: display(folder))))
            return SiteData()
        case .file, .other:
            diagnostics.append(
                .error(
                    "Content/\(folder) must be a folder (of data files that templates read as `data`)",
                    at: SourcePosition.start(of: display(folder))))
            return SiteData()
        }
        var files: [String] = []
        let values = dataEntries(in: folder, files: &files, diagnostics: &diagnostics)
        return SiteData(files: files.sorted(), values: values)
    }

    /// The values of a folder of data files and of its subfolders, sorted by name.
    private func dataEntries(
        in folder: String, files: inout [String], diagnostics: inout [Diagnostic]
    ) -> [ParamEntry] {
        var entries: [ParamEntry] = []
        // Which file or folder gave each name, for the message about a second one.
        var givers: [String: String] = [:]
        for name in names(in: folder, diagnostics: &diagnostics) {
            let relative = "\(folder)/\(name)"
            let place = SourcePosition.start(of: display(relative))
            let key: String
            let value: ParamValue?
            let entryKind = kind(relative)
            switch entryKind {
            case .directory:
                key = name
                guard checkDataKey(name, of: relative, isFolder: true, diagnostics: &diagnostics) else { continue }
                let inner = dataEntries(in: relative, files: &files, diagnostics: &diagnostics)
                value = inner.isEmpty ? nil : .map(inner)
            case .file:
                if Self.isEditorFile(name) { continue }
                guard let format = DataFileName.format(of: name) else {
                    diagnostics.append(
                        .warning(
                            "'\(name)' is not a data file (\(DataFileName.listed)) and is ignored: files in "
                                + "Content/data/ are read by templates, not published", at: place))
                    continue
                }
                files.append(relative)
                key = DataFileName.stem(name)
                guard checkDataKey(key, of: relative, isFolder: false, diagnostics: &diagnostics) else { continue }
                switch readText(relative) {
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                    value = nil
                case .success(let text):
                    let decoded = DataFileDecoder.decode(text, format: format, path: display(relative))
                    diagnostics += decoded.diagnostics
                    value = decoded.value
                }
            case .symbolicLink:
                diagnostics.append(
                    .error("symbolic links are not followed in Content/; copy the file instead", at: place))
                continue
            case .other:
                diagnostics.append(.error(FileSystem.TextFileMessages.content.notRegular, at: place))
                continue
            case .missing:
                diagnostics.append(.error("the file disappeared while the build was reading Content/", at: place))
                continue
            }
            let noun = entryKind == .directory ? "folder" : "file"
            if let first = givers[key] {
                diagnostics.append(
                    .error(
                        "`\(Self.templateName(of: folder, key))` is given twice, by this \(noun) and by \(first); "
                            + "rename or remove one", at: place))
                continue
            }
            givers[key] = "the \(noun) \(display(relative))\(entryKind == .directory ? "/" : "")"
            if let value { entries.append(ParamEntry(key: key, value: value)) }
        }
        return entries.sorted { $0.key < $1.key }
    }

    /// Whether a file's or folder's name is a key templates can write; else an error at it,
    /// with the name to rename it to.
    private func checkDataKey(
        _ key: String, of relative: String, isFolder: Bool, diagnostics: inout [Diagnostic]
    ) -> Bool {
        guard !DataFileName.isKey(key) else { return true }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        let renamed = DataFileName.suggestedKey(key) + name.dropFirst(key.count)
        let what = isFolder ? "a folder of data files" : "a data file"
        diagnostics.append(
            .error(
                "'\(name)' is \(what), whose name templates write in `data.…`: it may hold only letters, digits, "
                    + "'-' and '_' (a '.' or a space would split or end the name); rename it '\(renamed)'",
                at: SourcePosition.start(of: display(relative))))
        return false
    }

    /// The name templates write for a key of a data folder (`data.shows.main`).
    private static func templateName(of folder: String, _ key: String) -> String {
        folder.split(separator: "/").joined(separator: ".") + "." + key
    }
}
