import Foundation
import SitegenFileSystem

extension JekyllSource {
    /// Adds a `media_prefix` to settings that give none: the setting the site's layouts (or
    /// includes) put before an episode's file name, when it is an http(s) URL
    /// (threedevsandamaybe/threedevsandamaybe.github.io's `_layouts/podcast.html` plays
    /// `{{ site.podcasts }}/{{ page.file }}`, and `podcasts:` is the address of the MP3s), or the
    /// http(s) URL of a folder they write there (westerndevs/western-devs-website's
    /// `_includes/_podcast.html`: `http://cdn.westerndevs.com/podcasts/{{page.podcast}}`); and
    /// says so in the notes. A setting may be nested: sebsto/aws-french-podcast's
    /// `_layouts/podcast.html` plays `{{ site.podcast.link }}{{ page.file }}`.
    func fillMediaPrefixFromLayouts(_ configuration: inout [String: Any], notes: inout [String]) {
        guard SiteSettingsMapping(configuration).mediaBase == nil,
            let pattern = try? NSRegularExpression(
                pattern: #"(?:\{\{\s*site\.([A-Za-z0-9_.-]+)\s*\}\}/?|(https?://[^"'\s{}<>]+/))"#
                    + #"\{\{\s*(?:page|post)\.([A-Za-z0-9_-]+)"#)
        else { return }
        let fileKeys = Set(MediaMapping.fileKeys + ["file", "media"])
        for folderName in ["_layouts", "_includes"] {
            let layouts = folder.appendingPathComponent(folderName)
            let names = ((try? fileSystem.list(layouts)) ?? []).sorted()
            for name in names where name.hasSuffix(".html") {
                guard let data = try? fileSystem.read(layouts.appendingPathComponent(name)), data.count < 1_000_000,
                    let text = String(data: data, encoding: .utf8)
                else { continue }
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    let setting = Range(match.range(at: 1), in: text).map { String(text[$0]) }
                    let literal = Range(match.range(at: 2), in: text).map { String(text[$0]) }
                    guard let key = Range(match.range(at: 3), in: text).map({ String(text[$0]) }),
                        fileKeys.contains(key.lowercased()),
                        let value = literal ?? setting.flatMap({ Self.setting($0, in: configuration) }),
                        value.hasPrefix("http://") || value.hasPrefix("https://")
                    else { continue }
                    configuration["media_prefix"] = value
                    notes.append(
                        "media_prefix is " + (setting.map { "site.\($0), " } ?? "") + value + ", which "
                            + "\(folderName)/\(name) puts before the episodes' `\(key)`")
                    return
                }
            }
        }
    }

    /// The text of a setting named by its dotted path (`podcast.link`), `nil` when absent or no text.
    private static func setting(_ path: String, in configuration: [String: Any]) -> String? {
        var value: Any? = configuration
        for key in path.split(separator: ".") { value = (value as? [String: Any])?[String(key)] }
        return ImportValue.text(value)
    }
}
