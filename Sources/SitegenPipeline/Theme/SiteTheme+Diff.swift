import Foundation
import SitegenFileSystem
import SitegenFormats
import SitegenRender

extension SiteTheme {
    /// How each of the site's overrides differs from the file it replaces in the theme of this
    /// sitegen (unified diffs, one per file, in path order), so that after an update a site sees
    /// what changed under its copies; a file that replaces nothing is named as new.
    public var overridesDifference: String {
        guard let overrides = theme.layers.first, overrides.role == .overrides else {
            return "The site has no \(ThemeLayer.overridesFolder)/ folder: it uses the theme as it is.\n"
        }
        let lower = theme.layers.dropFirst()
        var output = ""
        var alike: [String] = []
        for row in rows where row.source.hasPrefix("\(ThemeLayer.overridesFolder)/") {
            guard let own = text(overrides.folder.appendingPathComponent(row.path)) else { continue }
            let replaced = lower.lazy.compactMap { layer in
                self.text(layer.folder.appendingPathComponent(row.path)).map {
                    ("\(layer.displayPath)/\(row.path)", $0)
                }
            }.first
            guard let (name, original) = replaced else {
                output += "new: \(row.source) (the theme has no \(row.path))\n"
                continue
            }
            let diff = LineDiff(from: original, to: own)
            if diff.isEmpty { alike.append(row.source) } else { output += diff.unified(old: name, new: row.source) }
        }
        for path in alike { output += "same as the theme's: \(path)\n" }
        return output.isEmpty ? "\(ThemeLayer.overridesFolder)/ holds no theme files.\n" : output
    }

    private func text(_ url: URL) -> String? {
        guard fileSystem.kind(url) == .file, let data = try? fileSystem.read(url) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
