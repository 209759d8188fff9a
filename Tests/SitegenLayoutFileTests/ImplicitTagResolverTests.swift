import SitegenTestSupport
import Testing
import Yams

@testable import SitegenFormats

/// The hand-written implicit typing of plain scalars agrees with Yams' regular expressions.
@Suite struct ImplicitTagResolverTests {
    /// The tag Yams' `Resolver.default` gives a plain scalar.
    static func yamsTag(_ text: String) -> Yams.Tag.Name {
        Resolver.default.resolveTag(of: Node.scalar(.init(text, Yams.Tag(.implicit), .plain)))
    }

    static let tricky: [String] = [
        "", "~", "null", "Null", "NULL", "nul", "<<", "<", "=", "==",
        "yes", "Yes", "YES", "yES", "no", "No", "NO", "n", "y", "true", "True", "TRUE", "tRUE", "false", "off", "Off",
        "OFF", "on", "ON", "oN",
        "0", "-0", "+0", "00", "07", "08", "0_", "0o", "0o7", "0o8", "0b", "0b1", "0b2", "-0b1_0", "0x", "0x1F", "0xg",
        "+0x_", "0_7",
        "1", "12", "1_000", "-12", "+", "-", "1:30", "1:3", "1:60", "1:59:59", "0:30", "1:", ":30", "1::30", "1:305",
        "1_0:30",
        "1.", "1.5", "-1.5e3", "1e5", "1e", "1E+5", "1.5e-", "._", ".5", "-.5", ".5e3", ".5e+3", ".", "..", "1..2",
        "1.2.3",
        ".inf", "-.inf", "+.INF", ".Inf", ".iNF", ".nan", "-.nan", ".NaN", "1:30.5", "0:30.5", "1:61.5", "1:30:15.",
        "1:.5",
        "2024-03-14", "2024-3-14", "2024-03-1", "20240-03-14", "2024-03-14 ", "2024-03-14t21:59:43.10-05:00",
        "2001-12-14 21:59:43.10 -5", "2001-12-14\t21:59:43.10Z", "2001-12-14T21:59:43", "2001-12-14T21:59",
        "2001-12-14T1:02:03+01:0",
        "2001-1-1T1:02:03 Z", "2001-01-01T01:02:03.Z", "title", "episode 12", "12 monkeys", "1 2", "0x1F ", "é", "日本語",
    ]

    @Test("tricky texts", arguments: tricky)
    func trickyText(_ text: String) {
        #expect(ImplicitTagResolver.tag(of: text) == Self.yamsTag(text), "\(text)")
    }

    @Test("20,000 random texts from the patterns' alphabet")
    func randomTexts() {
        let alphabet = Array("0123456789012345_-+.:eExobaBfFIiNnTtZz~<= \tlusr")
        var random = SplitMix64(seed: 42)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...12, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            if ImplicitTagResolver.tag(of: text) != Self.yamsTag(text) { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
}
