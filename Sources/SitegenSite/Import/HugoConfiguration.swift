import Foundation
import Yams

/// Reads a Hugo site's settings: `hugo.toml` (or `config.*`, in TOML, YAML or JSON) at the top,
/// or the `config/_default/` folder, whose other files (`params.toml`, `permalinks.toml`) are the
/// sections of the same name.
enum HugoConfiguration {
    /// The names Hugo reads its settings from, in its order.
    static let names = ["hugo", "config"].flatMap { name in ["toml", "yaml", "yml", "json"].map { "\(name).\($0)" } }

    /// The settings, or `nil` when the folder has none: the top file's, with what
    /// `config/_default/` adds (Hugo merges the two).
    static func read(in folder: URL) -> [String: Any]? {
        var settings = names.lazy.compactMap { load(folder.appendingPathComponent($0)) }.first
        let defaults = folder.appendingPathComponent("config/_default")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: defaults.path) else { return settings }
        for name in names where files.contains(name) {
            settings = merged(settings ?? [:], load(defaults.appendingPathComponent(name)) ?? [:])
            break
        }
        for file in files.sorted() where !names.contains(file) {
            let key = (file as NSString).deletingPathExtension
            guard ["toml", "yaml", "yml", "json"].contains((file as NSString).pathExtension),
                let section = load(defaults.appendingPathComponent(file))
            else { continue }
            settings = merged(settings ?? [:], [key: section])
        }
        return settings
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

    /// One file's settings: a map (empty when it cannot be read), `nil` when there is no file.
    private static func load(_ url: URL) -> [String: Any]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        if url.pathExtension == "toml" {
            guard case .success(let yaml) = TOMLFrontMatter.yaml(from: text) else { return [:] }
            return (try? Yams.load(yaml: yaml)) as? [String: Any] ?? [:]
        }
        return (try? Yams.load(yaml: text)) as? [String: Any] ?? [:]
    }
}
