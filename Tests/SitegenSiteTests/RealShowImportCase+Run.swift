import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

extension RealShowImportCase {
    /// Imports the case's files into a temporary folder, checks the report and the imported
    /// files, then builds the imported site and expects no errors.
    func importAndBuild(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-real-show")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("source")
        try FixtureFiles.write(files, into: source)
        let artwork = try Data(
            contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png"))
        for path in pictures { try FixtureFiles.write(artwork, at: path, into: source) }
        for (path, data) in pictureFiles { try FixtureFiles.write(data, at: path, into: source) }
        for path in truncatedPictures {
            try FixtureFiles.write(artwork.prefix(artwork.count / 2), at: path, into: source)
        }
        let site = root.appendingPathComponent("site")
        var importer = SiteImporter(generator: generator, source: source, target: site)
        importer.now = Date(timeIntervalSince1970: 1_900_000_000)
        importer.episodePatterns = episodePatterns
        importer.pagePatterns = pagePatterns
        let report = try importer.run(force: false).get()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)", sourceLocation: sourceLocation)
        let lines = report.lines.joined(separator: "\n")
        for line in self.report { #expect(lines.contains(line), "\(lines)", sourceLocation: sourceLocation) }
        for (path, texts) in holds {
            let text = try String(contentsOf: site.appendingPathComponent("Content/" + path), encoding: .utf8)
            for expected in texts {
                #expect(text.contains(expected), "\(path):\n\(text)", sourceLocation: sourceLocation)
            }
        }
        for (path, texts) in lacks {
            let text = try String(contentsOf: site.appendingPathComponent("Content/" + path), encoding: .utf8)
            for unwanted in texts {
                #expect(!text.contains(unwanted), "\(path):\n\(text)", sourceLocation: sourceLocation)
            }
        }
        let result = await SitePipeline().build(SiteBuildOptions(source: site, includeDrafts: true, now: 1_900_000_000))
        #expect(
            result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)",
            sourceLocation: sourceLocation)
        for (path, texts) in built {
            let text = try String(contentsOf: site.appendingPathComponent("Output/" + path), encoding: .utf8)
            for expected in texts {
                #expect(text.contains(expected), "Output/\(path):\n\(text)", sourceLocation: sourceLocation)
            }
        }
        for (path, texts) in builtLacks {
            let text = try String(contentsOf: site.appendingPathComponent("Output/" + path), encoding: .utf8)
            for unwanted in texts {
                #expect(!text.contains(unwanted), "Output/\(path):\n\(text)", sourceLocation: sourceLocation)
            }
        }
    }
}
