public import Foundation
public import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem
import Yams

/// `sitegen import hugo|jekyll|zola PATH`: turns another generator's site into a sitegen site: its
/// settings into `Content/site.yml`, sections into collections, posts into episodes with their
/// bodies untouched and their front matter mapped, its static files copied, and each page's old
/// URL kept as its address (`permalinks:`, `url:`), else as an alias.
public struct SiteImporter: Sendable {
    /// The generator a site was made with.
    public typealias Generator = SiteGenerator

    /// What an import did.
    public struct Report: Sendable {
        /// Lines for the reader: counts, what was mapped, what went to `params`, what was dropped.
        public var lines: [String] = []
        /// Problems with files of the source (warnings; with `--skip-unreadable`, the files left out).
        public var diagnostics: [Diagnostic] = []
    }

    /// Why nothing was imported: one error, or one per file of the source that cannot be read.
    public struct Failure: Error, Sendable {
        /// The errors, in the order of the files.
        public var diagnostics: [Diagnostic]

        /// A failure of one error.
        public init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }

        /// A failure of several errors.
        public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    }

    /// The generator.
    public var generator: Generator
    /// The source site's folder.
    public var source: URL
    /// The sitegen site's folder (its `Content/` is written).
    public var target: URL
    /// The time the import runs at: episodes dated later are named in the report, since the
    /// build publishes them only with `--future`.
    public var now = Date()
    /// The file system the source is read from and `Content/` is written to.
    public var fileSystem: FileSystem = .disk
    /// Whether files of the source that cannot be read are left out (and named in the report)
    /// instead of stopping the import (`--skip-unreadable`).
    public var skipsUnreadable = false
    /// Patterns of source files to import as episodes, whatever the import would make of them
    /// (`--episodes`).
    public var episodePatterns: [String] = []
    /// Patterns of source files to import as pages (`--pages`).
    public var pagePatterns: [String] = []

    /// Creates an importer.
    public init(generator: Generator, source: URL, target: URL) {
        self.generator = generator
        self.source = source
        self.target = target
    }

    /// Imports; errors, and nothing written, when the source is not such a site, `Content/` exists
    /// without `force`, or a file of the source cannot be read without ``skipsUnreadable``.
    public func run(force: Bool) -> Result<Report, Failure> {
        let content = target.appendingPathComponent("Content")
        if !force, let entries = try? fileSystem.list(content), !entries.isEmpty {
            return .failure(
                Failure(
                    .error(
                        "Content/ already holds \(entries.count) entries; --force writes over it",
                        at: .start(of: content.path))))
        }
        var plan: ImportPlan
        switch generator {
        case .hugo: plan = HugoSource(folder: source, fileSystem: fileSystem).plan()
        case .jekyll: plan = JekyllSource(folder: source, fileSystem: fileSystem).plan()
        case .zola: plan = ZolaSource(folder: source, fileSystem: fileSystem).plan()
        case .rss: plan = RSSSource(file: source, fileSystem: fileSystem).plan()
        }
        if let problem = plan.configurationProblem { return .failure(Failure(problem)) }
        guard let configuration = plan.configuration else {
            return .failure(
                Failure(
                    .error(
                        "no \(generator.settingsFiles) here",
                        at: .start(of: source.path))))
        }
        let overrides = plan.applyOverrides(
            episodes: episodePatterns.map(SourceGlob.init), pages: pagePatterns.map(SourceGlob.init), source: source)
        if !overrides.isEmpty { return .failure(Failure(overrides)) }
        if skipsUnreadable {
            plan.leaveOutUnreadable()
        } else if !plan.unreadable.isEmpty {
            let hint = "; fix it, or give --skip-unreadable to import the site without it"
            return .failure(Failure(plan.unreadable.map { .error($0.message + hint, at: $0.position) }))
        }
        return write(plan, configuration: configuration, into: content, force: force).mapError { Failure($0) }
    }
}
