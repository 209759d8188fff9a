import SitegenHighlight
import Testing

/// Swift as Xcode colours it: every construct issue 15 lists, classified by swift-syntax.
@Suite struct SwiftTokenTests {
    static let model = """
        import SwiftUI

        /// A model of the screen.
        @MainActor @Observable
        final class Model: Sendable {
            // Newest first.
            var items: [String] = []
            let limit = 0x1F
            /* block */
            func load(id: Int) async throws -> some View {
                let value = try await fetch(id: id, rate: 1.5)
                print("Hello \\(value)!", #"raw \\d"#, /a+b/)
                consuming func take() {}
                return Text("x").padding()
            }
            nonisolated func describe(_ item: any Shape) -> String { "" }
        }

        #Preview {
            ContentView()
        }
        #if DEBUG
        let multi = \"\"\"
            many
            \"\"\"
        #endif
        """

    static let cases: [TokenClassCase] = [
        .init("swift", model, "import", .keyword),
        .init("swift", model, "final", .keyword),
        .init("swift", model, "class", .keyword),
        .init("swift", model, "async", .keyword),
        .init("swift", model, "await", .keyword),
        .init("swift", model, "throws", .keyword),
        .init("swift", model, "some", .keyword),
        .init("swift", model, "any", .keyword),
        .init("swift", model, "consuming", .keyword),
        .init("swift", model, "nonisolated", .keyword),
        .init("swift", model, "return", .keyword),
        .init("swift", model, "@MainActor", .attribute),
        .init("swift", model, "@Observable", .attribute),
        .init("swift", model, "#Preview", .macro),
        .init("swift", model, "/// A model of the screen.", .docComment),
        .init("swift", model, "// Newest first.", .comment),
        .init("swift", model, "/* block */", .comment),
        .init("swift", model, "\"Hello ", .string),
        .init("swift", model, "\\(", .interpolation),
        .init("swift", model, "#\"raw \\d\"#", .string),
        .init("swift", model, "/a+b/", .regex),
        .init("swift", model, "0x1F", .number),
        .init("swift", model, "1.5", .number),
        .init("swift", model, "Model", .declaration),
        .init("swift", model, "load", .declaration),
        .init("swift", model, "items", .declaration),
        .init("swift", model, "Sendable", .type),
        .init("swift", model, "String", .type),
        .init("swift", model, "Int", .type),
        .init("swift", model, "fetch", .function),
        .init("swift", model, "print", .function),
        .init("swift", model, "padding", .function),
        .init("swift", model, "Text", .type),
        .init("swift", model, "ContentView", .type),
        .init("swift", model, "#if", .preprocessor),
        .init("swift", model, "DEBUG", .preprocessor),
        .init("swift", model, "\"\"\"", .string),
        .init("swift", model, "many", .string),
        .init("swift", model, "id:", nil),
    ]

    @Test("each Swift construct gets Xcode's class", arguments: cases)
    func swiftClass(_ testCase: TokenClassCase) {
        testCase.check()
    }

    /// Snippets that do not compile: placeholders, half statements, stray braces.
    static let broken = [
        "let x = ...\nfunc f( {",
        "@MainActor func run() { await",
        "}}} let s = \"unterminated",
        "struct A { var b: <#Type#> }",
        "\u{0}\u{FFFD}",
        "",
    ]

    @Test("code that does not parse still highlights token by token", arguments: broken)
    func brokenCode(_ code: String) throws {
        let result = try #require(SyntaxHighlighter.highlight(code, language: "swift"))
        var end = 0
        for token in result.tokens {
            #expect(token.start >= end && token.end > token.start && token.end <= code.utf8.count)
            end = token.end
        }
        if code.hasPrefix("let") {
            #expect(result.tokens.first == HighlightToken(start: 0, end: 3, kind: .keyword))
        }
    }
}
