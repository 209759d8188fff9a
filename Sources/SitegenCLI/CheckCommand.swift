import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenOutput
import SitegenPipeline

/// `sitegen check`: builds the site into a temporary folder and checks its links and feeds.
///
/// The build shares the site's cache with `sitegen build` (its files are content-addressed and
/// safe to share), so a check after a build encodes no picture and parses no code block again.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Build the site into a temporary folder and check every internal link, #fragment and feed (Output/ is not touched)."
    )

    @OptionGroup var siteFolder: SiteFolderOptions

    @Option(name: .customLong("base-url"), help: "The absolute URL the site is published at, for this check only.")
    var baseURL: String?

    @Flag(help: "Also fetch every external link (at most 8 at a time, 10 s each).")
    var external = false

    @Flag(help: "List the external links, and print every warning (not one line for a warning said of many places).")
    var verbose = false

    @Flag(help: "Check drafts and future-dated episodes too.")
    var drafts = false

    func validate() throws {
        try SiteBuildOptions.validateBaseURL(baseURL)
    }

    func run() async throws {
        let sourceURL = siteFolder.sourceURL
        // The folders are checked as a build's would be (the cache above all), with an output of
        // no consequence; the check's own output then goes in the cache, which passed.
        let unused = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-check-\(UUID().uuidString)")
        var options = SiteBuildOptions(
            source: sourceURL, output: unused.appendingPathComponent("Output"),
            baseURL: baseURL, includeDrafts: drafts, includeFuture: drafts, imageCache: siteFolder.imageCacheURL)
        // The site as `build` publishes it, search page and index included: a menu's or a
        // page's link to search/ is not broken.
        options.searchIndexer = SearchIndexer.fromEnvironment()
        options.warnsWithoutBaseURL = true
        try options.refuseDangerousFolders()
        let folder = CheckFolder.make(cache: options.imageCache)
        defer { try? FileManager.default.removeItem(at: folder) }
        options.output = folder.appendingPathComponent("Output")
        let result = await SitePipeline().build(options)
        Diagnostics.print(result.diagnostics, verbose: verbose)
        guard result.succeeded, let site = result.site else {
            FileHandle.standardError.write(
                Data("sitegen: the site does not build, so its links were not checked\n".utf8))
            throw ExitCode.failure
        }
        var report = await LinkCheck(output: options.output, site: site, source: sourceURL).run()
        if external { report.diagnostics += await ExternalLinks.fetch(report.external).sorted() }
        Diagnostics.print(report.diagnostics, verbose: verbose)
        if verbose { for url in report.external { print("external: \(url)") } }
        let errors = report.diagnostics.filter { $0.severity == .error }
        let broken = errors.count
        // A link written in Content/ is the site's own text (an imported site's, as the old site
        // had it); one in Output/ is the theme's or a page sitegen made.
        let written = errors.filter { $0.position?.file.hasPrefix("Content/") == true }.count
        let split =
            broken == 0
            ? ""
            : " (\(written) written in Content/'s Markdown and front matter, \(broken - written) by the theme or sitegen)"
        print(
            "sitegen: checked \(report.pages) pages: \(report.internalLinks) internal links, \(broken) broken\(split); "
                + "\(report.external.count) external links \(external ? "fetched" : "listed, not fetched (--external fetches them, --verbose lists them)")"
        )
        if broken > 0 { throw ExitCode.failure }
    }
}
