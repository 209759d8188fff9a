import ArgumentParser
import Foundation
import SitegenSite

/// The options `build`, `serve` and `check` share: the site folder and the picture cache.
struct SiteFolderOptions: ParsableArguments {
    @Option(help: "The site folder, holding Content/ and optionally Themes/.")
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
    /// (`outputProblem()`): every build replaces the whole output folder.
    func refuseDangerousFolders() throws {
        guard let problem = outputProblem() else { return }
        FileHandle.standardError.write(Data("sitegen: error: \(problem)\n".utf8))
        throw ExitCode.failure
    }
}
