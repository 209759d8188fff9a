import SitegenDiagnostics

extension ThemeLoader {
    /// The stylesheets of single page kinds, `styles/<kind>.css`, each from the highest layer
    /// that has it, by kind; a file whose name is no page kind is an error.
    func pageStylesheets(
        of layers: [ThemeLayer], origins: inout [String: String], diagnostics: inout [Diagnostic]
    ) -> [String: String] {
        var stylesheets: [String: String] = [:]
        for file in layeredFiles(
            in: "styles", suffix: ".css", layers: layers, directOnly: true, diagnostics: &diagnostics)
        {
            let kind = String(file.relative.dropFirst("styles/".count).dropLast(".css".count))
            guard Theme.pageKinds.contains(kind) else {
                diagnostics.append(
                    .error(
                        "\(file.relative) is no page kind's stylesheet: name it styles/<kind>.css, the kind one of "
                            + Theme.pageKinds.joined(separator: ", "), at: .start(of: file.display)))
                continue
            }
            origins[file.relative] = file.display
            stylesheets[kind] = readText(file.url, display: file.display, diagnostics: &diagnostics)
        }
        return stylesheets
    }
}
