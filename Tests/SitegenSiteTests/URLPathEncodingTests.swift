import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// File paths become relative URLs with every byte outside the unreserved set and `/`
/// percent-encoded, and plain paths come back unchanged.
@Suite struct URLPathEncodingTests {
    @Test(
        "paths are percent-encoded byte by byte",
        arguments: [
            ("assets/images/001-374.f7abbc6618e5.webp", "assets/images/001-374.f7abbc6618e5.webp"),
            ("images/a b#1?.png", "images/a%20b%231%3F.png"),
            ("%2e%2e.png", "%252e%252e.png"),
            ("café/ü.jpg", "caf%C3%A9/%C3%BC.jpg"),
            ("", ""),
            ("~user/A-Z_0.9", "~user/A-Z_0.9"),
        ])
    func encoding(_ path: String, _ expected: String) {
        #expect(URLPathEncoding.encode(path) == expected)
    }
}
