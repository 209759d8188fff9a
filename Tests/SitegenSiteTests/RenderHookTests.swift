import Foundation
import SitegenDiagnostics
import SitegenPipeline
import SitegenTestSupport
import Testing

/// Markdown render hooks (`templates/render/*.mustache`) on the site of
/// `Fixtures/render-hooks/`, whose theme writes each page as its body alone (see its README).
@Suite("render hooks")
struct RenderHookTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/SitegenSiteTests/Fixtures/render-hooks")

    /// The pages with a Markdown body; the expected files show them in this order.
    static let pages = ["episodes/hooks/index.html", "about/index.html"]

    /// The fixture site with the hooks of `hooks/<name>/` in its theme (none for `none`).
    static func files(hooks name: String) throws -> [String: Data] {
        var files = try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("site"))
        for (path, data) in try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("hooks/\(name)")) {
            files["Themes/hooks/templates/render/\(path)"] = data
        }
        return files
    }

    /// The pages with a body, each after a comment naming it, as the expected files hold them.
    static func bodies(in output: URL) throws -> String {
        try pages.map { page in
            "<!-- \(page) -->\n" + (try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8))
        }.joined(separator: "\n")
    }

    /// The expected bodies with the hooks of `hooks/<name>/`.
    static func expected(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("expected/\(name).html"), encoding: .utf8)
    }

    @Test(
        "each hook writes its elements and only them; `{{{default}}}` is sitegen's own HTML",
        arguments: [
            ("none", "none"), ("defaults", "none"), ("link", "link"), ("image", "image"), ("heading", "heading"),
            ("codeblock", "codeblock"), ("all", "all"),
        ])
    func bodies(hooks: String, expected: String) async throws {
        try await SiteSandbox.with(try Self.files(hooks: hooks)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let bodies = try Self.bodies(in: sandbox.output)
            #expect(bodies == (try Self.expected(expected)), "\n\(bodies)")

            // Without the hooks, every other file (feeds, lists, the sitemap) is the same.
            let plain = sandbox.root.appendingPathComponent("Plain")
            try? FileManager.default.removeItem(
                at: sandbox.site.appendingPathComponent("Themes/hooks/templates/render"))
            #expect(await sandbox.build(output: plain).succeeded)
            let (hooked, unhooked) = (try FolderSnapshot.of(sandbox.output), try FolderSnapshot.of(plain))
            #expect(hooked.keys.sorted() == unhooked.keys.sorted())
            let changed = hooked.keys.filter { hooked[$0] != unhooked[$0] }.sorted()
            #expect(Set(changed).isSubset(of: Self.pages), "\(changed)")
            #expect(changed.isEmpty == (expected == "none"), "\(changed)")
        }
    }

    @Test(
        "a hook that cannot be used is an error at its place, and nothing is written",
        arguments: [
            (
                "syntax-error",
                "Themes/hooks/templates/render/link.mustache:2:20: error: `{{/external}}` does not close the innermost "
                    + "open section `isExternal`"
            ),
            (
                "unknown-name",
                "Themes/hooks/templates/render/links.mustache:1:1: error: templates/render/links.mustache is not a "
                    + "render hook (did you mean link.mustache?); templates/render/ holds link.mustache, image.mustache, heading.mustache and "
                    + "codeblock.mustache"
            ),
        ])
    func mistakes(hooks: String, line: String) async throws {
        try await SiteSandbox.with(try Self.files(hooks: hooks)) { sandbox in
            let result = await sandbox.build()
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            #expect(errors.count == 1 && errors.first?.hasPrefix(line) == true, "\(errors)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }
}
