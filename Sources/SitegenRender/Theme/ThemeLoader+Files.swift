import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

extension ThemeLoader {
    /// A file of the lookup order: the layer it comes from and its path inside that layer.
    struct LayeredFile {
        var relative: String
        var layer: ThemeLayer
        var url: URL { layer.folder.appendingPathComponent(relative) }
        var display: String { "\(layer.displayPath)/\(relative)" }
    }

    /// The files under `subfolder` of every layer, each path taken from the highest layer that
    /// has it (`layers` come highest first), sorted by path.
    func layeredFiles(
        in subfolder: String, suffix: String, layers: [ThemeLayer], directOnly: Bool = false,
        diagnostics: inout [Diagnostic]
    ) -> [LayeredFile] {
        var chosen: [String: LayeredFile] = [:]
        for layer in layers {
            let found = files(
                under: layer.folder.appendingPathComponent(subfolder), suffix: suffix,
                display: "\(layer.displayPath)/\(subfolder)", diagnostics: &diagnostics)
            for relative in found where !directOnly || !relative.contains("/") {
                let path = "\(subfolder)/\(relative)"
                if chosen[path] == nil { chosen[path] = LayeredFile(relative: path, layer: layer) }
            }
        }
        return chosen.values.sorted { $0.relative < $1.relative }
    }

    /// The first layer that has a file at `relative`, if any.
    func firstLayer(with relative: String, in layers: [ThemeLayer]) -> LayeredFile? {
        layers.lazy.map { LayeredFile(relative: relative, layer: $0) }.first { fileSystem.kind($0.url) == .file }
    }

    func readText(_ url: URL, display: String, diagnostics: inout [Diagnostic]) -> String? {
        switch fileSystem.readText(url, display: display, messages: .theme) {
        case .success(let text): return text
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Files under a folder (recursive), relative to it, sorted. Links, pipes and folders that
    /// cannot be read are reported, not skipped in silence; a missing folder has no files.
    func files(under folder: URL, suffix: String, display: String, diagnostics: inout [Diagnostic]) -> [String] {
        var result: [String] = []
        var pending = [""]
        guard fileSystem.kind(folder) == .directory else { return [] }
        while let relative = pending.popLast(), result.count < 10_000 {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names: [String]
            do {
                names = try fileSystem.list(url)
            } catch {
                let place = relative.isEmpty ? display : "\(display)/\(relative)"
                diagnostics.append(
                    .error("cannot read the folder: \(error.localizedDescription)", at: SourcePosition.start(of: place))
                )
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                if let problem = FileNameCheck.problem(name) {
                    diagnostics.append(
                        .error(problem, at: SourcePosition.start(of: "\(display)/\(FileNameCheck.printable(path))")))
                    continue
                }
                let place = SourcePosition.start(of: "\(display)/\(path)")
                switch fileSystem.kind(folder.appendingPathComponent(path)) {
                case .directory: pending.append(path)
                case .file where name.hasSuffix(suffix): result.append(path)
                case .file, .missing: break
                case .symbolicLink:
                    diagnostics.append(
                        .warning("symbolic links inside a theme are not followed; this one is ignored", at: place))
                case .other:
                    diagnostics.append(
                        .warning("not a regular file (a named pipe, socket or device); it is ignored", at: place))
                }
            }
        }
        return result.sorted()
    }
}
