import SitegenHighlight
import Testing

/// Every other language: keywords, strings, comments and numbers (and what each language has
/// of its own: keys, tags, prompts, variables) get their classes.
@Suite struct LanguageTokenTests {
    static let cases: [TokenClassCase] = [
        // Shell
        .init(
            "bash", "# build it\nexport NAME=\"app $HOME\" # note\nif [ -f x ]; then echo 'hi' 42; fi", "# build it",
            .comment),
        .init("sh", "export NAME=\"app\"\nif true; then echo 42; fi", "export", .keyword),
        .init("zsh", "echo \"a b\" 'c'", "\"a b\"", .string),
        .init("bash", "echo 'c' 42", "42", .number),
        .init("bash", "cd $HOME && echo ${PATH}", "$HOME", .variable),
        .init("bash", "cd $HOME && echo ${PATH}", "${PATH}", .variable),
        .init("bash", "git log a#b", "a#b", nil),
        // Console
        .init("console", "$ swift build\nBuilding for debugging...\n$ echo \"done\"", "$ ", .prompt),
        .init("console", "$ swift build\nBuilding for debugging...", "swift", .function),
        .init("console", "$ swift build\nBuilding for debugging...", "Building for debugging...", .output),
        .init("console", "~/app% echo \"done\" # note", "\"done\"", .string),
        .init("console", "~/app% echo \"done\" # note", "# note", .comment),
        // JSON
        .init("json", #"{"name": "sitegen", "count": 42, "ok": true, "none": null}"#, #""name""#, .key),
        .init("json", #"{"name": "sitegen", "count": -1.5e3}"#, #""sitegen""#, .string),
        .init("json", #"{"count": 42}"#, "42", .number),
        .init("json", #"{"ok": true, "none": null}"#, "true", .keyword),
        .init("json", #"{"ok": true, "none": null}"#, "null", .keyword),
        // YAML
        .init("yaml", "# site\ntitle: \"My show\"\ncount: 12\ndraft: false\n---\n- item: x # c", "# site", .comment),
        .init("yaml", "title: \"My show\"\ncount: 12", "title", .key),
        .init("yaml", "title: \"My show\"\ncount: 12", "\"My show\"", .string),
        .init("yaml", "title: x\ncount: 12", "12", .number),
        .init("yml", "draft: false", "false", .keyword),
        .init("yaml", "---\n- item: x # c", "item", .key),
        .init("yaml", "- item: x # c", "# c", .comment),
        // TOML
        .init("toml", "# deps\n[package]\nname = \"app\"\nversion = 3\nfast = true", "[package]", .heading),
        .init("toml", "[package]\nname = \"app\"", "name", .key),
        .init("toml", "name = \"app\"", "\"app\"", .string),
        .init("toml", "version = 3", "3", .number),
        .init("toml", "fast = true # yes", "true", .keyword),
        .init("toml", "fast = true # yes", "# yes", .comment),
        // Diff
        .init("diff", "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new", "--- a/x", .meta),
        .init("diff", "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new", "@@ -1 +1 @@", .heading),
        .init("diff-swift", "@@ -1 +1 @@\n-let a = 1\n+let a = \"b\" // c", "let", .keyword),
        .init("diff-swift", "-let a = 1\n+let a = \"b\" // c", "\"b\"", .string),
        .init("diff-swift", "-let a = 1\n+let a = \"b\" // c", "// c", .comment),
        .init("diff-swift", "-let a = 1\n+let a = \"b\"", "1", .number),
        // HTML, XML, plist
        .init("html", "<!-- c -->\n<a href=\"/x\" class=b>Tom &amp; Jerry</a>", "<!-- c -->", .comment),
        .init("html", "<a href=\"/x\">Tom &amp; Jerry</a>", "a", .tag),
        .init("html", "<a href=\"/x\">Tom &amp; Jerry</a>", "href", .key),
        .init("html", "<a href=\"/x\">Tom &amp; Jerry</a>", "\"/x\"", .string),
        .init("html", "<a href=\"/x\">Tom &amp; Jerry</a>", "&amp;", .interpolation),
        .init("xml", "<?xml version=\"1.0\"?>\n<key>a</key>", "<?xml version=\"1.0\"?>", .preprocessor),
        .init("plist", "<dict>\n  <key>CFBundleName</key>\n  <integer>1</integer>\n</dict>", "key", .tag),
        // CSS
        .init("css", "/* c */\n.card > a { color: #fff; margin: 12px 0; content: \"x\"; }", "/* c */", .comment),
        .init("css", ".card > a { color: #fff; }", "card", .attribute),
        .init("css", ".card > a { color: #fff; }", "a", .tag),
        .init("css", ".card > a { color: #fff; }", "color", .key),
        .init("css", "a { margin: 12px 0; }", "12px", .number),
        .init("css", "a { color: #fff; }", "#fff", .number),
        .init("css", "a { content: \"x\"; }", "\"x\"", .string),
        .init("css", "@media (width > 500px) { a { color: red !important; } }", "@media", .keyword),
        // JavaScript, TypeScript, JSX
        .init("js", "// c\nconst answer = compute(42, 'x', \"y\", `t`);", "// c", .comment),
        .init("js", "const answer = compute(42, 'x');", "const", .keyword),
        .init("js", "const answer = compute(42, 'x');", "answer", .declaration),
        .init("js", "const answer = compute(42, 'x');", "compute", .function),
        .init("js", "const answer = compute(42, 'x');", "42", .number),
        .init("js", "const answer = compute(42, 'x');", "'x'", .string),
        .init("ts", "/** doc */\ninterface Props { name: string }", "/** doc */", .docComment),
        .init("ts", "interface Props { name: string }", "string", .type),
        .init("jsx", "return <Button title=\"Go\" onClick={go} />;", "Button", .tag),
        .init("jsx", "return <Button title=\"Go\" onClick={go} />;", "title", .key),
        .init("jsx", "return <Button title=\"Go\" />;", "\"Go\"", .string),
        .init("tsx", "let a = b < c;", "c", nil),
        // Python
        .init(
            "python", "# c\n@dataclass\ndef greet(name: str) -> None:\n    print(f\"hi {name}\", 42)", "# c", .comment),
        .init("python", "def greet(name: str) -> None:", "def", .keyword),
        .init("python", "def greet(name: str) -> None:", "greet", .declaration),
        .init("python", "def greet(name: str) -> None:", "None", .keyword),
        .init("python", "@dataclass\nclass A: pass", "@dataclass", .attribute),
        .init("py", "print(\"\"\"doc\"\"\", 42)", "\"\"\"doc\"\"\"", .string),
        .init("py", "print('x', 4.5)", "4.5", .number),
        // Ruby
        .init("ruby", "# c\ndef greet(name)\n  puts \"hi #{name}\", 42\nend", "# c", .comment),
        .init("ruby", "def greet(name)\nend", "def", .keyword),
        .init("ruby", "def greet(name)\nend", "end", .keyword),
        .init("rb", "puts 'x', 42", "'x'", .string),
        .init("rb", "puts 'x', 42", "42", .number),
        .init("ruby", "@name = 1", "@name", .variable),
        // C and Objective-C
        .init(
            "c", "#include <stdio.h>\n// c\nint main(void) { return printf(\"%d\", 42); }", "#include <stdio.h>",
            .preprocessor),
        .init("c", "int main(void) { return 0; }", "return", .keyword),
        .init("c", "int main(void) { return 0; }", "int", .type),
        .init("c", "printf(\"%d\", 42); /* c */", "\"%d\"", .string),
        .init("c", "printf(\"%d\", 42); /* c */", "/* c */", .comment),
        .init("c", "printf(\"%d\", 42);", "42", .number),
        .init("objc", "@interface Model : NSObject\n@property NSString *name;\n@end", "@interface", .keyword),
        .init("objc", "NSLog(@\"hi %@\", name);", "@\"hi %@\"", .string),
        // SQL
        .init("sql", "-- c\nSELECT name FROM episodes WHERE id = 42 AND title = 'x';", "-- c", .comment),
        .init("sql", "SELECT name FROM episodes", "SELECT", .keyword),
        .init("sql", "select name from episodes", "from", .keyword),
        .init("sql", "WHERE id = 42", "42", .number),
        .init("sql", "WHERE title = 'it''s'", "'it''s'", .string),
        // Dockerfile
        .init(
            "dockerfile", "# base\nFROM swift:6.0 AS build\nRUN swift build -c release\nENV PORT=8080", "# base",
            .comment),
        .init("dockerfile", "FROM swift:6.0 AS build", "FROM", .keyword),
        .init("dockerfile", "ENV PORT=8080 NAME=\"x\"", "\"x\"", .string),
        .init("dockerfile", "EXPOSE 8080", "8080", .number),
        .init("dockerfile", "RUN echo $PORT", "$PORT", .variable),
        // Markdown
        .init("markdown", "# Title\n\nSome `code` and [a link](https://x.org).\n- item\n**bold**", "# Title", .heading),
        .init("md", "Some `code` here", "`code`", .string),
        .init("md", "a [link](https://x.org)", "https://x.org", .link),
        .init("md", "- item", "-", .keyword),
    ]

    @Test("each language's tokens get their classes", arguments: cases)
    func languageClass(_ testCase: TokenClassCase) {
        testCase.check()
    }

    @Test(
        "every language docs/code-blocks.md lists is known by its usual names",
        arguments: [
            "swift", "sh", "bash", "zsh", "shell", "console", "json", "yaml", "yml", "toml", "diff", "diff-swift",
            "html", "xml", "plist", "css", "js", "javascript", "ts", "typescript", "jsx", "tsx", "python", "py",
            "ruby", "rb", "c", "objc", "objective-c", "sql", "dockerfile", "markdown", "md", "text", "Swift",
        ])
    func knownNames(_ name: String) {
        #expect(SyntaxHighlighter.highlight("x", language: name) != nil)
    }

    @Test("an unknown language, or a diff of one, is not highlighted", arguments: ["klingon", "diff-klingon", ""])
    func unknownNames(_ name: String) {
        #expect(SyntaxHighlighter.highlight("x", language: name) == nil)
    }
}
