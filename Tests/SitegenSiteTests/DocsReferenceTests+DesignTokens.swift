import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenRender

/// The design tokens' table in docs/themes.md lists exactly the default theme's tokens, with
/// the light and dark values its stylesheet gives them.
extension DocsReferenceTests {
    @Test("docs/themes.md lists every design token of the default theme with its light and dark value")
    func designTokens() throws {
        let text = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: "\n## ").first { $0.hasPrefix("Design tokens\n") },
            "no section 'Design tokens'")
        var documented: [String: (light: String, dark: String?)] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `--") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            try #require(cells.count == 6, "\(line)")
            func code(_ cell: String) -> String { String(cell.dropFirst().dropLast()) }
            documented[String(code(cells[1]).dropFirst(2))] = (
                code(cells[3]), cells[4] == "same" ? nil : code(cells[4])
            )
        }
        let tokens = try ThemeTokensTests.defaultTheme()
        #expect(documented.keys.sorted() == tokens.names)
        for name in tokens.names {
            #expect(documented[name]?.light == tokens.light[name], "\(name)'s light value")
            #expect(documented[name]?.dark == tokens.dark[name], "\(name)'s dark value")
        }
    }
}
