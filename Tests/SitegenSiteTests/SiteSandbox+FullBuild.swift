import Foundation
import SitegenPipeline
import Testing

extension SiteSandbox {
    /// Expects the output a rebuild left to be the output a full build of the site writes now,
    /// file for file and byte for byte (the full build goes into a folder of its own).
    func expectOutputIsAFullBuild(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let full = root.appendingPathComponent("Full")
        #expect(await build(output: full).succeeded, sourceLocation: sourceLocation)
        let (served, built) = (try Self.snapshot(of: output), try Self.snapshot(of: full))
        #expect(served.keys.sorted() == built.keys.sorted(), sourceLocation: sourceLocation)
        let different = served.keys.filter { served[$0] != built[$0] }.sorted()
        #expect(different.isEmpty, "differ from a full build: \(different.prefix(5))", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: full)
    }
}
