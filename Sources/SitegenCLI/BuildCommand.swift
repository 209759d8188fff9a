import ArgumentParser
import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenOutput
import SitegenPipeline

/// `sitegen build`: Content/ + the theme → Output/.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into Output/ (atomically: a failed build leaves Output/ as it was)."
    )

    @OptionGroup var siteFolder: SiteFolderOptions

    @Option(name: [.customShort("d"), .long], help: "The output folder (default: <source>/Output).")
    var output: String?

    @Option(
        name: [.customShort("b"), .customLong("base-url"), .customLong("baseURL")],
        help: "The absolute URL the site is published at, for this build only.")
    var baseURL: String?

    @Flag(name: [.customShort("D"), .long], help: "Publish drafts too.")
    var drafts = false

    @Flag(name: [.customShort("F"), .long], help: "Publish episodes dated in the future too.")
    var future = false

    @Flag(help: "Also print how long each stage of the build took.")
    var timings = false

    @Flag(help: "Print every warning, not one line for a warning said of many places.")
    var verbose = false

    func validate() throws {
        try SiteBuildOptions.validateBaseURL(baseURL)
    }

    func run() async throws {
        let start = DispatchTime.now().uptimeNanoseconds
        var options = SiteBuildOptions(
            source: siteFolder.sourceURL, output: output.map { URL(fileURLWithPath: $0).standardizedFileURL },
            baseURL: baseURL, includeDrafts: drafts, includeFuture: future, imageCache: siteFolder.imageCacheURL
        )
        options.searchIndexer = SearchIndexer.fromEnvironment()
        options.warnsWithoutBaseURL = true
        try options.refuseDangerousFolders()
        let result = await SitePipeline().build(options)
        Diagnostics.print(result.diagnostics, verbose: verbose)
        guard result.succeeded else {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            FileHandle.standardError.write(
                Data(
                    "sitegen: build failed with \(errors) error\(errors == 1 ? "" : "s"); \(relative(options.output)) was left as it was\n"
                        .utf8))
            throw ExitCode.failure
        }
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let leftOut = result.statistics.unpublished.sentence.map { "; \($0)" } ?? ""
        print(
            "sitegen: wrote \(result.pagesWritten) pages (\(result.filesWritten) files) to \(relative(options.output)) in \(milliseconds) ms\(leftOut)"
        )
        if timings {
            let statistics = result.statistics
            print(
                "sitegen: rendered \(statistics.pagesRendered) pages and feeds; \(statistics.pagesKept) taken unchanged from the output"
                    + (statistics.outputUnchanged ? "; the output held every file already, so none was written" : "")
            )
            print("sitegen: stages: \(result.times.summary)")
        }
        // The process ends here, without freeing what the build made (`SiteBuildResult.keptUntilExit`).
        withExtendedLifetime(result) { Foundation.exit(EXIT_SUCCESS) }
    }

    private func relative(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        return url.path.hasPrefix(current + "/") ? String(url.path.dropFirst(current.count + 1)) + "/" : url.path + "/"
    }
}
