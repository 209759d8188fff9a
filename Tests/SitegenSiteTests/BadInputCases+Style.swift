import Foundation
import SitegenTestSupport

/// The bad-input cases about site.yml's `style:`: the real binary fails at a design token the
/// theme does not have and at a value that would break out of its CSS declaration, and builds
/// with a warning at a colour under 4.5:1. The site.yml files are `Fixtures/design-tokens/`'s,
/// their diagnostics those of ``DesignTokenTests``.
extension BadInputCase {
    /// A site.yml of `Fixtures/design-tokens/`, and the diagnostics ``DesignTokenTests`` expects of it.
    static func designTokens(_ name: String) -> (text: String, lines: [String]) {
        let url = PackagePaths.root.appendingPathComponent("Tests/SitegenSiteTests/Fixtures/design-tokens/\(name).yml")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return (text, DesignTokenTests.cases.first { $0.fixture == name }?.lines ?? [])
    }

    static let style: [BadInputCase] = [
        BadInputCase(
            "a design token the theme does not have", [.write(M.siteYML, designTokens("unknown-token").text)],
            .fails(designTokens("unknown-token").lines)),
        BadInputCase(
            "a design token's value that would break out of its CSS declaration",
            [.write(M.siteYML, designTokens("breaking-value").text)], .fails(designTokens("breaking-value").lines)),
        BadInputCase(
            "a design token's colour under 4.5:1 contrast is a warning at its place",
            [.write(M.siteYML, designTokens("low-contrast").text)], .succeeds(designTokens("low-contrast").lines)),
    ]
}
