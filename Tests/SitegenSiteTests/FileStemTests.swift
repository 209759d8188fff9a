import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// A picture's output names start with its file name's stem, as `NSString`'s
/// `lastPathComponent` and `deletingPathExtension` give it.
@Suite struct FileStemTests {
    @Test(
        "a path's last component without its extension",
        arguments: [
            ("images/ep 1.jpg", "ep 1"), ("a.b.png", "a.b"), ("images/.hidden", ".hidden"), ("noext", "noext"),
            ("folder/", "folder"), ("x/y//", "y"), ("/", "/"), ("café/thé.jpeg", "thé"), ("e\u{301}.jpg", "e\u{301}"),
            ("👩‍👩‍👧/🎙️.webp", "🎙️"), ("a/b.", "b"),
        ])
    func stem(path: String, expected: String) {
        #expect(String(ImageStage.fileStem(path)) == expected)
    }
}
