public import Foundation
public import SitegenDiagnostics
public import SitegenFileSystem
public import SitegenRender

extension SiteTheme {
    /// The values every template of the site's theme receives, recorded from a build of the
    /// site into a scratch folder (the site's `Output/` and picture cache are left as they are); nil with the errors
    /// when the site does not build.
    public static func recordedValues(
        site: URL, fileSystem: FileSystem = .disk, now: Int = Int(Date().timeIntervalSince1970)
    ) async -> (TemplateValueRecorder?, [Diagnostic]) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sitegen-values-\(UUID().uuidString)", isDirectory: true)
        defer { try? fileSystem.remove(scratch) }
        // A cache of its own too: a recording never races a build of the site for its files.
        var options = SiteBuildOptions(
            source: site, output: scratch.appendingPathComponent("Output"), now: now,
            imageCache: scratch.appendingPathComponent("Cache"))
        let recorder = TemplateValueRecorder()
        options.templateValues = recorder
        let result = await SitePipeline(fileSystem: fileSystem).build(options)
        guard result.succeeded else { return (nil, result.diagnostics.filter { $0.severity == .error }) }
        return (recorder, [])
    }

    /// The recorded values as a Markdown reference page: a table per template.
    public static func valuesReference(_ recorder: TemplateValueRecorder) -> String {
        var lines = [
            "# Template values", "",
            "What each template receives, as `sitegen theme values` recorded it from a build of the site.",
            "`a.b` is `b` inside `a`; `a[]` is each element of the list `a`, inside `{{#a}}…{{/a}}`.",
            "A partial sees the values of the template that includes it. `HTML` values are written",
            "with `{{{…}}}`; every other text with `{{…}}`, which escapes it.", "",
        ]
        for (template, names) in recorder.templates {
            lines += ["## `\(template)`", "", "| name | kind | example |", "| --- | --- | --- |"]
            for (path, kinds, example) in names {
                let shown = example.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
                lines.append("| `\(path)` | \(kinds) | \(shown.isEmpty ? "" : "`\(shown)`") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
