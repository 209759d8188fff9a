import Testing

@testable import SitegenServer

/// `Range: bytes=…` as RFC 9110 reads it, for a body of 1,000 bytes.
struct ByteRangeTests {
    @Test(
        "a Range header asks for the whole body, one range, or a range past its end",
        arguments: [
            (nil, ByteRange.Request.whole), ("bytes=0-99", .range(ByteRange(first: 0, last: 99))),
            ("bytes=990-", .range(ByteRange(first: 990, last: 999))),
            ("bytes=-10", .range(ByteRange(first: 990, last: 999))),
            ("bytes=-5000", .range(ByteRange(first: 0, last: 999))),
            ("bytes=500-5000", .range(ByteRange(first: 500, last: 999))), ("bytes=1000-", .unsatisfiable),
            ("bytes=0-1,5-9", .whole), ("items=0-9", .whole), ("bytes=9-2", .whole), ("bytes=x-", .whole),
            ("bytes=-0", .whole),
        ] as [(String?, ByteRange.Request)])
    func request(header: String?, expected: ByteRange.Request) {
        #expect(ByteRange.request(header, length: 1000) == expected)
    }
}
