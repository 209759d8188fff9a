import Foundation
import SitegenDiagnostics
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// The theme's lookup order: each case of `Fixtures/theme-overrides/` is a folder of files laid
/// over the minimal site (an override in `Overrides/`, a word in `i18n/`, a theme that
/// `extends:` another) and an `expect.json` saying what the pages show, which file each theme
/// path is read from, or the errors.
@Suite("Theme overrides")
struct ThemeOverrideTests {
    static let fixtures = Bundle.module.url(forResource: "Fixtures/theme-overrides", withExtension: nil)!

    /// What a case expects.
    struct Expectation: Decodable {
        var pages: [String: [String]]?
        var anyFile: [String]?
        var sources: [String: String]?
        var errors: [String]?
    }

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// The minimal site with the case's files laid over it (its `expect.json` left out).
    static func files(of name: String) throws -> ([String: Data], Expectation) {
        let folder = fixtures.appendingPathComponent(name)
        var files = MinimalSite.files
        var expectation: Expectation?
        for (path, data) in try SiteSandbox.snapshot(of: folder) {
            if path == "expect.json" {
                expectation = try JSONDecoder().decode(Expectation.self, from: data)
            } else {
                files[path] = data
            }
        }
        return (files, try #require(expectation))
    }

    @Test("an override, a word or a theme that extends another changes its file alone", arguments: cases)
    func lookupOrder(name: String) async throws {
        let (files, expected) = try Self.files(of: name)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            if let errors = expected.errors {
                #expect(!result.succeeded)
                let printed = result.diagnostics.filter { $0.severity == .error }.map(\.description)
                for error in errors {
                    #expect(printed.contains { $0.hasPrefix(error) }, "\(printed)")
                }
                #expect(!FileManager.default.fileExists(atPath: sandbox.output.path), "Output/ stays as it was")
                return
            }
            #expect(result.succeeded, "\(result.diagnostics)")
            for (page, texts) in expected.pages ?? [:] {
                let text = try sandbox.outputText(page)
                for wanted in texts { #expect(text.contains(wanted), "\(page) lacks \(wanted)") }
            }
            if let texts = expected.anyFile {
                let written = try SiteSandbox.snapshot(of: sandbox.output).values.map {
                    String(decoding: $0, as: UTF8.self)
                }
                for wanted in texts { #expect(written.contains { $0.contains(wanted) }, "no file has \(wanted)") }
            }
            let (theme, problems) = SiteTheme.load(site: sandbox.site)
            let rows = try #require(theme, "\(problems)").rows
            for (path, source) in expected.sources ?? [:] {
                #expect(rows.first { $0.path == path }?.source == source, "\(path)")
            }
            // Everything not overridden is still the built-in theme's own file.
            let own = Set(rows.filter(\.isSiteOwn).map(\.path))
            #expect(own.count <= 2)
            #expect(rows.filter { !own.contains($0.path) && $0.source.hasPrefix("(built-in") }.count > 20)
        }
    }
}

/// `docs/reference/template-values.md` names every value the templates receive in a build of
/// the sample site: the same names a recording of that build finds now.
@Suite("Template values reference")
struct TemplateValuesReferenceTests {
    /// The `(template, name)` pairs of a reference page.
    static func names(in text: String) -> Set<String> {
        var template = ""
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## `") { template = String(line.dropFirst(4).prefix { $0 != "`" }) }
            if line.hasPrefix("| `") { names.insert("\(template) \(line.dropFirst(3).prefix { $0 != "`" })") }
        }
        return names
    }

    @Test("docs/reference/template-values.md is what sitegen theme values finds in the sample site")
    func referenceIsCurrent() async throws {
        let root = PackagePaths.root
        let (recorder, problems) = await SiteTheme.recordedValues(site: root, now: SiteSandbox.now)
        let recorded = try #require(recorder, "\(problems)")
        let document = try String(
            contentsOf: root.appendingPathComponent("docs/reference/template-values.md"), encoding: .utf8)
        let fresh = Self.names(in: SiteTheme.valuesReference(recorded))
        let written = Self.names(in: document)
        #expect(fresh.count > 300)
        #expect(
            fresh == written,
            "run `sitegen theme values -s . > docs/reference/template-values.md`: new \(fresh.subtracting(written).sorted().prefix(10)), gone \(written.subtracting(fresh).sorted().prefix(10))"
        )
    }
}
