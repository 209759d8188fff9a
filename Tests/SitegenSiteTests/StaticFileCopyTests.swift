import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Files of Content/ (pictures, audio) are copied by the kernel with their modification time,
/// and a rebuild links the last build's copy while it is still a copy of the same file.
@Suite(.tags(.slow), .tier(.slow)) struct StaticFileCopyTests {
    static let download = "Content/downloads/episode-1.mp3"

    /// The inode and modification time (seconds) of a file.
    static func identity(_ url: URL) throws -> (inode: UInt64, modified: Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let inode = try #require(attributes[.systemFileNumber] as? NSNumber).uint64Value
        let date = try #require(attributes[.modificationDate] as? Date)
        return (inode, Int(date.timeIntervalSince1970))
    }

    /// Sets a file's modification time.
    static func setModified(_ url: URL, secondsAgo: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: url.path)
    }

    @Test(
        "a Content/ file is copied byte for byte with its modification time; a rebuild links that copy; a change is copied again"
    )
    func copiedThenLinked() async throws {
        var files = MinimalSite.files
        let original = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        files[Self.download] = original
        try await SiteSandbox.with(files) { sandbox in
            let source = sandbox.site.appendingPathComponent(Self.download)
            let copy = sandbox.output.appendingPathComponent("downloads/episode-1.mp3")
            try Self.setModified(source, secondsAgo: 3600)
            #expect(await sandbox.build().succeeded)
            #expect(try Data(contentsOf: copy) == original)
            let first = try Self.identity(copy)
            #expect(first.modified == (try Self.identity(source)).modified)
            #expect(first.inode != (try Self.identity(source)).inode, "the output must be a copy, not the source")

            // A stamp is trusted once its change time is 2 s old (setting the time changed it).
            try await Task.sleep(for: .seconds(2.2))
            #expect(await sandbox.build().succeeded)
            #expect(try Self.identity(copy).inode == first.inode, "an unchanged file is linked from the last build")

            // The same size, other bytes, another time: copied again.
            let changed = Data(original.reversed())
            try changed.write(to: source)
            try Self.setModified(source, secondsAgo: 1800)
            #expect(await sandbox.build().succeeded)
            #expect(try Data(contentsOf: copy) == changed)
            #expect(try Self.identity(copy).inode != first.inode)

            // Just written (its time not yet to be trusted): copied, whatever its stamp says.
            try original.write(to: source)
            #expect(await sandbox.build().succeeded)
            #expect(try Data(contentsOf: copy) == original)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
