import Foundation
import SitegenTestSupport
import Testing

/// The digests a build keeps of what each page read are the same in every process (each has
/// its own hash seed, so dictionaries and sets iterate in another order): a second
/// `sitegen build` of the sample site, in a new process, renders nothing, so the archive it
/// read is left as it was.
@Suite(.tags(.process), .tier(.process)) struct KeptPagesProcessTests {
    @Test("a second build in another process renders nothing and keeps the archive")
    func secondProcess() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-kept-process")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Content"), to: folder.appendingPathComponent("Content"))
        let output = folder.appendingPathComponent("Output")
        let arguments = ["build", "--source", folder.path, "--output", output.path]
        let archive = folder.appendingPathComponent("Cache/rendered/pages.bin")
        let first = try await ProcessRunner.run(LayoutCommandTests.executable, arguments)
        #expect(first.status == 0, "\(first.standardError)")
        let bytes = try Data(contentsOf: archive)
        let page = output.appendingPathComponent("index.html").path
        let inode = try FileManager.default.attributesOfItem(atPath: page)[.systemFileNumber] as? Int

        let second = try await ProcessRunner.run(LayoutCommandTests.executable, arguments)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try Data(contentsOf: archive) == bytes, "a page's inputs had other digests in the second process")
        #expect(try FileManager.default.attributesOfItem(atPath: page)[.systemFileNumber] as? Int == inode)
    }
}
