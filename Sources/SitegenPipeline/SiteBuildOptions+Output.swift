import Foundation
import SitegenContent
public import SitegenFileSystem
import SitegenRender

extension SiteBuildOptions {
    /// Why a `--base-url` override cannot be used (it must be an absolute http(s) URL), or `nil`.
    public static func baseURLProblem(_ baseURL: String) -> String? {
        guard case .failure(let problem) = SiteConfigurationDecoder.normalizedBaseURL(baseURL) else { return nil }
        return "--base-url \(problem.message)"
    }

    /// A folder a build must not use: which one, and why.
    public struct FolderProblem: Sendable, Equatable {
        /// The output folder or the image cache.
        public enum Folder: Sendable, Equatable {
            /// The output folder (`--output`).
            case output
            /// The image cache (`--image-cache`).
            case imageCache
        }

        /// The folder the problem is about.
        public var folder: Folder
        /// What is wrong, as a sentence.
        public var message: String
    }

    /// Why the output folder or the image cache must not be used, or `nil` when both may.
    ///
    /// Every build replaces the whole output folder, so it must not be the site folder or one
    /// that holds it, nor lie inside `Content/`, `Themes/` or `Overrides/`, nor be a file, nor hold a `.git`
    /// folder, nor hold files without being an output sitegen wrote (its `_headers`, as
    /// `zola build` refuses an existing output folder): building there would delete work.
    /// - Parameter fileSystem: where the folders are looked at.
    public func outputProblem(fileSystem: FileSystem = .disk) -> FolderProblem? {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let site = source.standardizedFileURL.resolvingSymlinksInPath().path
        func isInside(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        if isInside(site, out) {
            return FolderProblem(
                folder: .output,
                message:
                    "the output folder \(out) is the site folder or holds it; every build replaces the whole output folder, so choose a folder of its own, such as \(site)/Output"
            )
        }
        let cache = imageCache.standardizedFileURL.resolvingSymlinksInPath().path
        if isInside(cache, out) {
            return FolderProblem(
                folder: .imageCache,
                message:
                    "the image cache \(cache) is inside the output folder \(out), which every build replaces; choose a folder outside it, such as \(site)/Cache"
            )
        }
        for folder in ["Content", "Themes", ThemeLayer.overridesFolder] where isInside(out, "\(site)/\(folder)") {
            return FolderProblem(
                folder: .output,
                message:
                    "the output folder \(out) is inside \(folder)/; choose a folder outside it, such as \(site)/Output")
        }
        // The build reads every file under Content/, Themes/ and Overrides/ (and serve watches them): a cache
        // there would be read as the site's own files and rebuild it on every write.
        for folder in ["Content", "Themes", ThemeLayer.overridesFolder] where isInside(cache, "\(site)/\(folder)") {
            return FolderProblem(
                folder: .imageCache,
                message:
                    "the image cache \(cache) is inside \(folder)/; choose a folder outside it, such as \(site)/Cache")
        }
        let cacheKind = fileSystem.kind(URL(fileURLWithPath: cache))
        if cacheKind != .missing, cacheKind != .directory {
            return FolderProblem(folder: .imageCache, message: "the image cache \(cache) is a file, not a folder")
        }
        let outputKind = fileSystem.kind(URL(fileURLWithPath: out))
        guard outputKind != .missing else { return nil }
        guard outputKind == .directory else {
            return FolderProblem(folder: .output, message: "the output folder \(out) is a file, not a folder")
        }
        if fileSystem.kind(URL(fileURLWithPath: "\(out)/.git")) != .missing {
            return FolderProblem(
                folder: .output,
                message:
                    "the output folder \(out) holds a .git folder, which every build would delete (the whole folder is replaced); build into another folder and copy it"
            )
        }
        // `.gitkeep` holds an empty Output/ in a repository (every build keeps it); `.DS_Store` is
        // the Finder's.
        let entries = ((try? fileSystem.list(URL(fileURLWithPath: out))) ?? []).filter {
            $0 != SiteRoutes.outputPlaceholder && $0 != ".DS_Store"
        }
        let headers = (try? fileSystem.read(URL(fileURLWithPath: "\(out)/\(SiteRoutes.headers)"))) ?? Data()
        if !entries.isEmpty, !headers.starts(with: Data(SiteRenderer.headersSignature.utf8)) {
            return FolderProblem(
                folder: .output,
                message:
                    "the output folder \(out) holds files that sitegen did not write (\(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : "")), which every build would delete (the whole folder is replaced); build into a new or empty folder"
            )
        }
        return nil
    }
}
