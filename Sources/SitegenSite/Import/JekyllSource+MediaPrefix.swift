import Foundation

extension JekyllSource {
    /// Adds a `media_prefix` to settings that give none: the setting the site's layouts put
    /// before an episode's file name, when it is an http(s) URL
    /// (threedevsandamaybe/threedevsandamaybe.github.io's `_layouts/podcast.html` plays
    /// `{{ site.podcasts }}/{{ page.file }}`, and `podcasts:` is the address of the MP3s); and
    /// says so in the notes.
    func fillMediaPrefixFromLayouts(_ configuration: inout [String: Any], notes: inout [String]) {
        guard SiteSettingsMapping(configuration).mediaBase == nil,
            let pattern = try? NSRegularExpression(
                pattern: #"\{\{\s*site\.([A-Za-z0-9_-]+)\s*\}\}/?\{\{\s*(?:page|post)\.([A-Za-z0-9_-]+)"#)
        else { return }
        let fileKeys = Set(MediaMapping.fileKeys + ["file", "link", "url", "media"])
        for folderName in ["_layouts", "_includes"] {
            let layouts = folder.appendingPathComponent(folderName)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: layouts.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".html") {
                guard let data = try? Data(contentsOf: layouts.appendingPathComponent(name)), data.count < 1_000_000,
                    let text = String(data: data, encoding: .utf8)
                else { continue }
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    guard let setting = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
                        let key = Range(match.range(at: 2), in: text).map({ String(text[$0]) }),
                        fileKeys.contains(key.lowercased()),
                        let value = ImportValue.text(configuration[setting]),
                        value.hasPrefix("http://") || value.hasPrefix("https://")
                    else { continue }
                    configuration["media_prefix"] = value
                    notes.append(
                        "media_prefix is site.\(setting), \(value), which \(folderName)/\(name) puts before the "
                            + "episodes' `\(key)`")
                    return
                }
            }
        }
    }
}
