import Foundation
import SitegenDiagnostics
import SitegenFileSystem

/// Reads a Hugo site's settings: `hugo.toml` (or `config.*`, in TOML, YAML or JSON) at the top,
/// or the `config/_default/` folder, whose other files (`params.toml`, `permalinks.toml`) are the
/// sections of the same name.
enum HugoConfiguration {
    /// The names Hugo reads its settings from, in its order.
    static let names = ["hugo", "config"].flatMap { name in ["toml", "yaml", "yml", "json"].map { "\(name).\($0)" } }

    /// The settings, or `nil` when the folder has none: the top file's, with what
    /// `config/_default/` adds (Hugo merges the two); the first file that cannot be read stops
    /// the import with its problem.
    static func read(in folder: URL, fileSystem: FileSystem) -> Result<[String: Any], Diagnostic>? {
        var settings: [String: Any]?
        for name in names {
            guard let loaded = load(folder.appendingPathComponent(name), fileSystem: fileSystem) else { continue }
            guard case .success(let values) = loaded else { return loaded }
            settings = values
            break
        }
        let defaults = folder.appendingPathComponent("config/_default")
        guard let files = try? fileSystem.list(defaults) else {
            return settings.map { .success(withDefaultLanguage($0)) }
        }
        for name in names where files.contains(name) {
            guard let loaded = load(defaults.appendingPathComponent(name), fileSystem: fileSystem) else { continue }
            guard case .success(let values) = loaded else { return loaded }
            settings = merged(settings ?? [:], values)
            break
        }
        for file in files.sorted() where !names.contains(file) {
            let key = (file as NSString).deletingPathExtension
            guard ["toml", "yaml", "yml", "json"].contains((file as NSString).pathExtension),
                let loaded = load(defaults.appendingPathComponent(file), fileSystem: fileSystem)
            else { continue }
            guard case .success(let section) = loaded else { return loaded }
            settings = merged(settings ?? [:], [key: section])
        }
        return settings.map { .success(withDefaultLanguage($0)) }
    }

    /// The settings as Hugo reads them for the site's default language: what
    /// `[languages.<defaultContentLanguage>]` sets (`title`, `params`) over the top level's
    /// (yradunchev/govorenefekt.net's only title is `[languages.bg] title = "Тоз дебел човек"`).
    static func withDefaultLanguage(_ settings: [String: Any]) -> [String: Any] {
        let top = ImportValue.lowercasedKeys(settings) ?? [:]
        let code = (ImportValue.text(top["defaultcontentlanguage"]) ?? "en").lowercased()
        guard let languages = top["languages"] as? [String: Any],
            let key = languages.keys.sorted().first(where: { $0.lowercased() == code }),
            let language = languages[key] as? [String: Any]
        else { return settings }
        // The language's own keys, spelled as the top level spells them where it has them.
        var own: [String: Any] = [:]
        for (name, value) in language {
            let spelled = settings.keys.sorted().first { $0.lowercased() == name.lowercased() } ?? name
            own[spelled] = value
        }
        return merged(own, settings)
    }

    /// `base` with what `added` has that it lacks, maps merged key by key.
    private static func merged(_ base: [String: Any], _ added: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in added {
            if let inner = result[key] as? [String: Any], let more = value as? [String: Any] {
                result[key] = merged(inner, more)
            } else if result[key] == nil {
                result[key] = value
            }
        }
        return result
    }

    /// One file's settings, its problem, or `nil` when there is no file.
    private static func load(_ url: URL, fileSystem: FileSystem) -> Result<[String: Any], Diagnostic>? {
        ImportSettingsFile.load(url, display: url.path, fileSystem: fileSystem)
    }
}
