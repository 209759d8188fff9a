import ArgumentParser
import Foundation
import SitegenContent
import SitegenPipeline

/// The options `build`, `serve` and `check` share: the site folder and the picture cache.
struct SiteFolderOptions: ParsableArguments {
    @Option(name: [.customShort("s"), .long], help: "The site folder, holding Content/ and optionally Themes/.")
    var source: String = "."

    @Option(
        name: .customLong("image-cache"),
        help: "The folder of encoded pictures kept between builds (default: <source>/Cache).")
    var imageCache: String?

    /// The site folder as a URL.
    var sourceURL: URL { URL(fileURLWithPath: source).standardizedFileURL }

    /// The picture cache as a URL (`nil`: the default in the site folder).
    var imageCacheURL: URL? { imageCache.map { URL(fileURLWithPath: $0).standardizedFileURL } }
}

extension SiteBuildOptions {
    /// Stops the command with the error when the output folder or the cache would lose work
    /// (`outputProblem()`): every build replaces the whole output folder. The error is at the
    /// flag's value when the command line names the folder, else at the folder.
    func refuseDangerousFolders() throws {
        guard let problem = outputProblem() else { return }
        let isCache = problem.folder == .imageCache
        let arguments = CommandLineMistake.processArguments
        let location =
            CommandLineMistake.column(ofValueOf: isCache ? "--image-cache" : "--output", in: arguments).map {
                "\(CommandLineMistake.file):1:\($0)"
            } ?? "\((isCache ? imageCache : output).standardizedFileURL.path):1:1"
        FileHandle.standardError.write(Data("\(location): error: \(problem.message)\n".utf8))
        throw ExitCode.failure
    }

    /// Refuses a `--base-url` that is not an absolute http(s) URL, as a mistake in the command line.
    static func validateBaseURL(_ baseURL: String?) throws {
        if let baseURL, let problem = SiteBuildOptions.baseURLProblem(baseURL) { throw ValidationError(problem) }
    }
}
