import Testing

@testable import SitegenServer

@Suite struct RequestTargetTests {
    @Test(
        "plain targets",
        arguments: [
            ("/", RequestTarget.path(segments: [], trailingSlash: true)),
            ("/library/?x=1", .path(segments: ["library"], trailingSlash: true)),
            ("/library", .path(segments: ["library"], trailingSlash: false)),
            ("/a%20b.png", .path(segments: ["a b.png"], trailingSlash: false)),
            // Decoded once: a file published with a `%` in its name (`a%20b.svg`, `%2e%2e.svg`) is
            // that name, never decoded again (the lookup stays inside Output/ by its real path).
            ("/images/a%2520b.svg", .path(segments: ["images", "a%20b.svg"], trailingSlash: false)),
            ("/%252e%252e/x", .path(segments: ["%2e%2e", "x"], trailingSlash: false)),
            ("/100%25.pdf", .path(segments: ["100%.pdf"], trailingSlash: false)),
            ("/_sitegen/events", .events),
        ])
    func plain(_ raw: String, _ expected: RequestTarget) {
        #expect(RequestTarget(raw: raw) == expected)
    }

    @Test(
        "dangerous targets are bad requests",
        arguments: [
            "/..", "/../x", "/a/../../x", "/%2e%2e/x", "/%2E%2e/x", "/.%2E/x", "/a%2fb", "/a%2Fb",
            "/a\\b",
            "/%5c", "/a%00", "/a\u{0}b", "x", "", "http://host/x", "//etc/passwd", "/./x", "/a//b", "/%zz", "/%e",
            "/%c0%ae",
        ])
    func bad(_ raw: String) {
        #expect(RequestTarget(raw: raw) == .bad)
    }
}
