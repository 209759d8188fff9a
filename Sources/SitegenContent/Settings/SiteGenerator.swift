import Foundation
import SitegenFileSystem

/// The generator a site was made with: what `sitegen import` reads, and what the build names when
/// it is run on such a site by mistake.
public enum SiteGenerator: String, Sendable, CaseIterable {
    /// Hugo: `hugo.toml`/`config.*`, `content/<section>/*.md`, `_index.md`, `static/`.
    case hugo
    /// Jekyll: `_config.yml`, `_posts/YYYY-MM-DD-slug.md`, `_drafts/`, pages with front matter.
    case jekyll
    /// Zola: `config.toml`, `content/<section>/*.md`, `_index.md`, `static/`.
    case zola
    /// A podcast's RSS feed (a file): the show as its host published it, no site generator.
    case rss

    /// The settings file whose absence says the folder is not such a site.
    package var settingsFiles: String {
        switch self {
        case .hugo: "hugo.toml, config.toml or hugo.yaml"
        case .jekyll: "_config.yml, _config.yaml or _config.toml"
        case .zola: "config.toml"
        case .rss: "RSS feed"
        }
    }

    /// The generator whose site the folder looks like, from its settings file, or `nil`.
    ///
    /// Jekyll writes `_config.yml`; Hugo `hugo.toml`, `hugo.yaml`, `hugo.json`, `config/_default/`
    /// or `config.yaml`/`config.json`; Hugo and Zola both write `config.toml`, told apart by the
    /// base URL's key (`baseURL` in Hugo, `base_url` in Zola).
    static func detect(in folder: URL, fileSystem: FileSystem) -> Self? {
        func has(_ name: String) -> Bool { fileSystem.kind(folder.appendingPathComponent(name)) != .missing }
        if has("_config.yml") || has("_config.yaml") || has("_config.toml") { return .jekyll }
        if ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config/_default", "config.yaml", "config.json"]
            .contains(where: has)
        {
            return .hugo
        }
        guard let data = try? fileSystem.read(folder.appendingPathComponent("config.toml")) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let keys = text.split(whereSeparator: \.isNewline).map {
            $0.split(separator: "=", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        if keys.contains("base_url") { return .zola }
        return keys.contains { $0.lowercased() == "baseurl" } ? .hugo : nil
    }

    /// The generator's name as its users write it.
    var displayName: String {
        switch self {
        case .hugo: "Hugo"
        case .jekyll: "Jekyll"
        case .zola: "Zola"
        case .rss: "RSS"
        }
    }
}
