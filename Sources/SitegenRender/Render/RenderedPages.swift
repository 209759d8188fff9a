package import SitegenFileSystem

/// What a composition leaves for the next one: its renderer (site, theme, contexts, cells), the
/// reads and bytes of every output file it rendered, and which files read each input.
package struct RenderedPages: Sendable {
    /// One rendered file and what rendering it read.
    struct Entry: Sendable {
        var reads: [RenderInput]
        var file: RenderedFile
    }

    /// The build's renderer: what the next build compares its inputs with.
    package var renderer: SiteRenderer
    /// Each rendered file by output path.
    var entries: [String: Entry] = [:]
    /// The output paths that read each input.
    var readers: [RenderInput: Set<String>] = [:]
    /// The files copied or generated without rendering (theme assets, the stylesheet, Content/ files).
    var staticFiles: [RenderedFile] = []
    /// Every output file, sorted by path.
    package var files: [RenderedFile] = []
    /// The index of each output path in `files` (kept only by a composition that records reads).
    package var fileIndexes: [String: Int] = [:]
    /// How many of `files` are HTML pages.
    package var htmlCount = 0
    /// Each rendered output by its path.
    var outputsByPath: [String: SiteOutput] = [:]

    /// Records a rendered file, replacing what the same path read before.
    mutating func record(_ entry: Entry) {
        let path = entry.file.path
        let old = entries[path]?.reads ?? []
        entries[path] = entry
        guard old != entry.reads else { return }
        let now = Set(entry.reads)
        for input in old where !now.contains(input) { readers[input]?.remove(path) }
        for input in entry.reads { readers[input, default: []].insert(path) }
    }

    /// The output paths that read any of `inputs`.
    func readers(of inputs: some Sequence<RenderInput>) -> Set<String> {
        var paths: Set<String> = []
        for input in inputs { paths.formUnion(readers[input] ?? []) }
        return paths
    }
}

extension RenderedPages {
    /// Drops a file that the site no longer has.
    mutating func forget(_ path: String) {
        guard let entry = entries.removeValue(forKey: path) else { return }
        for input in entry.reads { readers[input]?.remove(path) }
    }
}
