import Foundation
import SitegenLayout
import SitegenLayoutFile
import SitegenTestSupport
import Testing

/// One folder of `LayoutFixtures/`: a layout file and the frames expected at some widths.
struct LayoutFixture: CustomTestStringConvertible, Sendable {
    /// The folder's name.
    var name: String
    /// The folder.
    var folder: URL

    var testDescription: String { name }

    var layoutURL: URL { folder.appendingPathComponent("layout.yml") }

    /// Every fixture folder, sorted by name.
    static func all() -> [LayoutFixture] {
        guard let root = Bundle.module.url(forResource: "LayoutFixtures", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
        else { return [] }
        return names.sorted().compactMap { name in
            let folder = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("layout.yml").path) else {
                return nil
            }
            return LayoutFixture(name: name, folder: folder)
        }
    }

    /// The decoded layout, or the diagnostics as an error.
    func layout() throws -> CompositionalLayout {
        let text = try String(contentsOf: layoutURL, encoding: .utf8)
        let result = LayoutFileDecoder().decode(text, path: "\(name)/layout.yml")
        guard let layout = result.layout else { throw DiagnosticError(result.diagnostics) }
        return layout
    }

    /// The expected frames: the viewport height and the frames per width.
    func expected() throws -> (height: Double, widths: [Int: [LayoutFrame]]) {
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        let decoded = try JSONDecoder().decode(ExpectedFrames.self, from: data)
        var widths: [Int: [LayoutFrame]] = [:]
        for (key, frames) in decoded.widths {
            guard let width = Int(key) else { continue }
            widths[width] = frames
        }
        return (decoded.height ?? 900, widths)
    }

    private struct ExpectedFrames: Decodable {
        var height: Double?
        var widths: [String: [LayoutFrame]]
    }
}
