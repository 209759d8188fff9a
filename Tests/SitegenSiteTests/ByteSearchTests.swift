import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``ByteSearch/first(_:in:from:)``: the first occurrence at or after an offset, as a plain scan finds it.
@Suite struct ByteSearchTests {
    @Test(
        arguments: [
            ("abcabc", "abc", 0, 0), ("abcabc", "abc", 1, 3), ("abcabc", "abc", 4, nil), ("aaab", "aab", 0, 1),
            ("abc", "", 0, nil), ("", "a", 0, nil), ("ab", "abc", 0, nil), ("xyz<img", "<img", 0, 3),
            ("<im<img", "<img", 0, 3), ("héllo", "llo", 0, 3),
            // The byte looked for is the needle's first rare one (`%`, a digit), not its first.
            ("ab%cd%", "d%", 0, 4), ("%%a%", "a%", 0, 2), ("<i src=\"%01\"><img src=\"%01", "<img src=\"%01", 0, 13),
            ("b1b1", "b1", 1, 2), ("b1b1", "b1", 3, nil), ("x<img src=\"%0", "<img src=\"%01", 0, nil),
        ] as [(String, String, Int, Int?)])
    func first(_ haystack: String, _ needle: String, from start: Int, expected: Int?) {
        let found = Array(haystack.utf8).withUnsafeBufferPointer { text in
            Array(needle.utf8).withUnsafeBufferPointer { ByteSearch.first($0, in: text, from: start) }
        }
        #expect(found == expected)
        if start == 0 { #expect(haystack.containsBytes(needle) == (needle.isEmpty || expected != nil)) }
    }
}
