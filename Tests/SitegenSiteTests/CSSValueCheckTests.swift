import Testing

@testable import SitegenContent

/// What a design token's value from site.yml may hold: one CSS value, nothing that ends its
/// declaration, opens a rule, comments out the rest or leaves a `<style>` element.
@Suite("CSS values from site.yml: one value, nothing that breaks out of its declaration")
struct CSSValueCheckTests {
    @Test(
        "values a token holds are taken",
        arguments: [
            "#b4231a", "6px", "44rem", "1.55", "rgb(180 35 26 / 0.9)", "calc(var(--prose) + 2 * var(--gutter))",
            "\"Inter\", system-ui, sans-serif", "'ヒラギノ角ゴ ProN', sans-serif", "0 1px 2px rgb(0 0 0 / 0.06)",
            "var(--accent)", "-0.01em",
        ])
    func taken(_ value: String) {
        #expect(CSSValueCheck.problem(in: value, longest: 300) == nil)
    }

    @Test(
        "values that would break out of the declaration are refused, with the reason",
        arguments: [
            ("red; color: blue", "holds ';'"), ("red} body{display:none", "holds '}'"), ("{", "holds '{'"),
            ("red</style><script>", "holds '<'"), ("red /* x", "holds '/*'"), ("a */ b", "holds '*/'"),
            ("\\7d", "holds '\\'"), ("url(x", "holds a '(' that is never closed"),
            ("x) y", "holds a ')' with no '(' before it"), ("\"Inter", "holds a \" that is never closed"),
            ("'x;y'", "holds ';'"), ("red\nblue", "holds a control character"), ("@import x", "holds '@'"),
            ("red !important", "holds '!'"), ("a:b", "holds ':'"), ("é", "holds 'é'"),
        ])
    func refused(_ value: String, _ reason: String) throws {
        let problem = try #require(CSSValueCheck.problem(in: value, longest: 300))
        #expect(problem.hasPrefix(reason), "\(problem)")
    }

    @Test("a value longer than the limit is refused")
    func tooLong() {
        #expect(CSSValueCheck.problem(in: String(repeating: "a", count: 301), longest: 300)?.contains("301") == true)
    }
}
