public import Foundation
public import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem
import Yams

/// `sitegen import hugo|jekyll|zola PATH`: turns another generator's site into a sitegen site: its
/// settings into `Content/site.yml`, sections into collections, posts into episodes with their
/// bodies untouched and their front matter mapped, its static files copied, and each page's old
/// URL kept as an alias where the new one differs.
public struct SiteImporter: Sendable {
    /// The generator a site was made with.
    public typealias Generator = SiteGenerator

    /// What an import did.
    public struct Report: Sendable {
        /// Lines for the reader: counts, what was mapped, what went to `params`, what was dropped.
        public var lines: [String] = []
        /// Problems with files of the source (warnings: the file was skipped).
        public var diagnostics: [Diagnostic] = []
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

    /// Creates an importer.
    public init(generator: Generator, source: URL, target: URL) {
        self.generator = generator
        self.source = source
        self.target = target
    }

    /// Imports; an error when the source is not such a site or `Content/` exists without `force`.
    public func run(force: Bool) -> Result<Report, Diagnostic> {
        let content = target.appendingPathComponent("Content")
        if !force, let entries = try? fileSystem.list(content), !entries.isEmpty {
            return .failure(
                .error(
                    "Content/ already holds \(entries.count) entries; --force writes over it",
                    at: .start(of: content.path)))
        }
        let plan: ImportPlan
        switch generator {
        case .hugo: plan = HugoSource(folder: source, fileSystem: fileSystem).plan()
        case .jekyll: plan = JekyllSource(folder: source, fileSystem: fileSystem).plan()
        case .zola: plan = ZolaSource(folder: source, fileSystem: fileSystem).plan()
        }
        if let problem = plan.configurationProblem { return .failure(problem) }
        guard let configuration = plan.configuration else {
            return .failure(
                .error(
                    "no \(generator.settingsFiles) here",
                    at: .start(of: source.path)))
        }
        return write(plan, configuration: configuration, into: content, force: force)
    }
}
