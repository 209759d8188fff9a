package import Foundation
package import SitegenDiagnostics
package import SitegenFileSystem

extension ContentLoader {
    /// Why `source` has no usable `Content/` folder, or `nil` when it has one. `Content` itself may
    /// be a symbolic link to a folder (links inside it are not followed).
    package static func contentFolderProblem(in source: URL, fileSystem: FileSystem) -> Diagnostic? {
        let content = source.appendingPathComponent("Content")
        let place = SourcePosition.start(of: "Content")
        switch fileSystem.kind(content) {
        case .directory: return nil
        case .missing: return .error(missingContentMessage(in: source, fileSystem: fileSystem), at: place)
        case .symbolicLink:
            if fileSystem.kind(content.resolvingSymlinksInPath()) == .directory { return nil }
            return .error(
                "Content is a symbolic link to \(content.resolvingSymlinksInPath().path), which is not a folder",
                at: place)
        case .file, .other: return .error("Content in \(source.path) is not a folder", at: place)
        }
    }

    /// Says there is no `Content/`, and what to do about it: another generator's site is
    /// imported, a lowercase `content/` is not sitegen's, and `sitegen new` starts a site.
    static func missingContentMessage(in source: URL, fileSystem: FileSystem) -> String {
        let message = "there is no Content/ folder in \(source.path)"
        if let generator = SiteGenerator.detect(in: source, fileSystem: fileSystem) {
            return message
                + "; it looks like a \(generator.displayName) site: `sitegen import \(generator.rawValue) \(source.path) --into NEW-FOLDER` makes a sitegen site of it"
        }
        if fileSystem.kind(source.appendingPathComponent("content")) == .directory {
            return message + " (sitegen's is Content/, with a capital C; content/ is not read)"
        }
        return message + "; `sitegen new FOLDER` starts a site"
    }

    /// The URL of a path relative to `Content/` (built from the path: `appendingPathComponent`
    /// twice per file is URL arithmetic for every file a rebuild loads).
    package func contentURL(_ relative: String) -> URL {
        URL(fileURLWithPath: siteFolder.path + "/Content/" + relative, isDirectory: false)
    }

    /// What is at a path relative to `Content/`.
    func kind(_ relative: String) -> FileSystem.FileKind {
        fileSystem.kind(contentURL(relative))
    }

    /// Reads a file relative to `Content/` as UTF-8 text.
    func readText(_ relative: String) -> Result<String, Diagnostic> {
        fileSystem.readText(contentURL(relative), display: display(relative), messages: .content)
    }

    /// The Markdown files of a folder under `Content/` and of its subfolders (seasons, years:
    /// the folders group files and do not change their URLs), sorted; other files are reported.
    /// A page bundle's `index.md` is one of the files, and its other files are added to
    /// `resources`, its other Markdown files to `texts`
    /// (``bundleResources(in:index:texts:looked:diagnostics:)``).
    func markdownFiles(
        in folder: String, resources: inout [String], texts: inout [String], diagnostics: inout [Diagnostic]
    ) -> [String] {
        guard kind(folder) == .directory else {
            if kind(folder) == .symbolicLink {
                diagnostics.append(
                    .error(
                        "Content/\(folder) is a symbolic link; links are not followed in Content/",
                        at: SourcePosition.start(of: display(folder))))
            } else if kind(folder) != .missing {
                diagnostics.append(
                    .error("Content/\(folder) must be a folder", at: SourcePosition.start(of: display(folder))))
            }
            return []
        }
        var files: [String] = []
        var pending = [folder]
        var looked = 0
        while let current = pending.popLast() {
            var ignored: [Diagnostic] = []
            var markdown = 0
            for name in names(in: current, diagnostics: &diagnostics) {
                let relative = "\(current)/\(name)"
                looked += 1
                guard looked <= Self.maximumEntries else {
                    diagnostics.append(tooManyEntries(in: "Content/\(folder)", at: relative))
                    return files.sorted()
                }
                switch markdownEntry(relative, name: name) {
                case .markdown:
                    files.append(relative)
                    markdown += 1
                case .folder: pending.append(relative)
                case .bundle(let index):
                    files.append(relative + "/" + index)
                    markdown += 1
                    resources += bundleResources(
                        in: relative, index: index, texts: &texts, looked: &looked, diagnostics: &diagnostics)
                    guard looked <= Self.maximumEntries else {
                        diagnostics.append(tooManyEntries(in: "Content/\(folder)", at: relative))
                        return files.sorted()
                    }
                case .editorFile: break
                case .ignored(let diagnostic): ignored.append(diagnostic)
                }
            }
            // A subfolder of other files (pictures kept beside the episodes) is one warning, not
            // one a file.
            if current != folder, markdown == 0, ignored.count > Self.ignoredFilesListed {
                diagnostics.append(
                    .warning(
                        "'\(current.split(separator: "/").last ?? "")' holds \(ignored.count) files that are not Markdown (.md) and are ignored; pictures go under Content/images/",
                        at: SourcePosition.start(of: display(current))))
            } else {
                diagnostics += ignored
            }
        }
        return files.sorted()
    }

    /// The most ignored files of a subfolder without Markdown that are warned about one by one.
    static let ignoredFilesListed = 3

    /// What an entry of a Markdown folder is to the build.
    enum MarkdownEntry {
        /// A Markdown file to read.
        case markdown
        /// A subfolder to look into.
        case folder
        /// A page bundle: a subfolder holding `index.md` or `index.markdown` (the page, named by
        /// `index`) and the page's files.
        case bundle(index: String)
        /// An editor's backup or autosave file (`name~`, `#name#`): it comes and goes while a site
        /// is edited, is not content, and is not worth a warning on every rebuild.
        case editorFile
        /// Anything else, with the diagnostic that says why it is not read.
        case ignored(Diagnostic)
    }

    /// What an entry of a Markdown folder is. A subfolder holding `index.md` is a page bundle
    /// (Hugo's leaf bundle, Zola's page with colocated assets: its files beside the text);
    /// `_index.md` is Hugo's list page of a section, which sitegen makes itself.
    func markdownEntry(_ relative: String, name: String) -> MarkdownEntry {
        // A Markdown name is read without a look at what it is (reading reports a name that is
        // not a file): a catalogue's thousands of episodes cost no extra system call.
        let isMarkdown = MarkdownFileName.isMarkdown(name)
        let isSectionPage = isMarkdown && MarkdownFileName.stem(name) == "_index"
        if isMarkdown, !isSectionPage { return .markdown }
        let place = SourcePosition.start(of: display(relative))
        switch kind(relative) {
        case .directory:
            // An `index.md` that is not a file (a folder, a link) is reported when it is read.
            guard let index = PageBundle.indexNames.first(where: { kind(relative + "/" + $0) != .missing }) else {
                return .folder
            }
            return .bundle(index: index)
        case .file where isSectionPage:
            return .ignored(
                .warning("'\(name)' (a Hugo section's list page) is ignored: sitegen makes the list pages", at: place)
            )
        case _ where isSectionPage:
            // Not a file: reading it reports what it is.
            return .markdown
        case .symbolicLink:
            return .ignored(
                .warning("'\(name)' is a symbolic link, which is not followed in Content/, and is ignored", at: place))
        case .file, .other, .missing:
            if Self.isEditorFile(name) { return .editorFile }
            if name.lowercased().hasSuffix(".mdx"), name.count > 4 {
                // Astro's, Docusaurus's and Gatsby's episodes (dex1t/resize.fm's `106-game-ui-design.mdx`).
                let markdown = String(name.dropLast(4)) + ".md"
                return .ignored(
                    .warning(
                        "'\(name)' is MDX (Markdown with JSX components), which sitegen does not read, and is "
                            + "ignored; if it is plain Markdown, rename it '\(markdown)'", at: place))
            }
            return .ignored(.warning("'\(name)' is not a Markdown file (.md, .markdown) and is ignored", at: place))
        }
    }

    /// The folders of `Content/` whose files are Markdown documents (each with its subfolders).
    static let markdownFolders = ["episodes", "collections", "pages", "people"]

    /// Whether a file name is an editor's backup or autosave file (`name~`, `#name#`).
    static func isEditorFile(_ name: some StringProtocol) -> Bool {
        name.hasSuffix("~") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
    }

    /// Whether a path relative to `Content/` is an editor's file in a Markdown folder, which no
    /// build reads (in other folders such a file is an asset like any other).
    package static func isEditorFileInMarkdownFolder(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        guard parts.count > 1, let last = parts.last, markdownFolders.contains(String(parts[0])) else { return false }
        return isEditorFile(last)
    }

    /// The most entries under `Content/` that one build looks at.
    static let maximumEntries = 100_000

    /// The error of a folder with more than ``maximumEntries`` entries, at the first one left out.
    private func tooManyEntries(in folder: String, at relative: String) -> Diagnostic {
        .error(
            "\(folder) holds more than \(Self.maximumEntries) files and folders; the build stops looking here",
            at: SourcePosition.start(of: display(relative)))
    }

    /// Every file under `Content/` outside the Markdown folders, the data folder and `site.yml`,
    /// to copy as is.
    func assetFiles(diagnostics: inout [Diagnostic]) -> [String] {
        let skipped = Set(Self.markdownFolders + ["site.yml", Self.dataFolder])
        var result: [String] = []
        var pending = names(in: "", diagnostics: &diagnostics).filter { !skipped.contains($0) }
        var next = 0
        while next < pending.count {
            let relative = pending[next]
            next += 1
            guard next <= Self.maximumEntries else {
                diagnostics.append(tooManyEntries(in: "Content/", at: relative))
                break
            }
            let place = SourcePosition.start(of: display(relative))
            switch kind(relative) {
            case .file: result.append(relative)
            case .directory: pending += names(in: relative, diagnostics: &diagnostics).map { "\(relative)/\($0)" }
            case .symbolicLink:
                diagnostics.append(
                    .error("symbolic links are not followed in Content/; copy the file instead", at: place))
            case .other: diagnostics.append(.error(FileSystem.TextFileMessages.content.notRegular, at: place))
            case .missing:
                diagnostics.append(.error("the file disappeared while the build was reading Content/", at: place))
            }
        }
        return result.sorted()
    }

    /// The sorted names in a folder under `Content/` ("" for `Content/` itself), without hidden
    /// ones; a folder that cannot be read is reported.
    func names(in folder: String, diagnostics: inout [Diagnostic]) -> [String] {
        let url =
            folder.isEmpty
            ? siteFolder.appendingPathComponent("Content")
            : siteFolder.appendingPathComponent("Content").appendingPathComponent(folder)
        do {
            var usable: [String] = []
            for name in try fileSystem.list(url).sorted() where !name.hasPrefix(".") {
                if let problem = FileNameCheck.problem(name) {
                    let path = FileNameCheck.printable(folder.isEmpty ? name : "\(folder)/\(name)")
                    diagnostics.append(.error(problem, at: SourcePosition.start(of: display(path))))
                } else {
                    usable.append(name)
                }
            }
            return usable
        } catch {
            let file = folder.isEmpty ? "Content" : display(folder)
            diagnostics.append(
                .error("cannot read the folder: \(FileSystem.describe(error))", at: SourcePosition.start(of: file)))
            return []
        }
    }
}
