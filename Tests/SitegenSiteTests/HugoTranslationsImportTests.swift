import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import hugo` of a site's translation files (`i18n/`): the words of the site's
/// language that sitegen's theme has keys for become the site's `i18n/<language>.yml`; the rest
/// (the Hugo theme's own words, other languages' files) are named in the report.
@Suite("sitegen import hugo: the site's i18n/")
struct HugoTranslationsImportTests {
    /// A German show's settings and two episodes (so that a page links a previous and a next one).
    static let germanShow: [String: String] = [
        "hugo.toml": """
        baseURL = "https://show.example.org/"
        title = "Krabbenfunk"
        languageCode = "de-DE"
        defaultContentLanguage = "de"
        """,
        "content/episodes/eins.md": "---\ntitle: Eins\ndate: 2024-01-01\n---\nHallo.\n",
        "content/episodes/zwei.md": "---\ntitle: Zwei\ndate: 2024-02-01\n---\nWieder.\n",
    ]

    /// gohugo-theme-ananke's `i18n/de.toml`, shortened, with the two words a site changed.
    static let ananke = """
        [more]
        other = "Mehr"

        [allTitle]
        other = "Alle {{.Title }}"

        [readingTime]
        one = "Eine Minute"
        other = "{{ .Count }} Minuten"

        [next]
        other = "Nächste"

        [Previous]
        other = "Vorherige"

        [previous]
        other = "Zurück"

        [dateFormat]
        other = "2. January 2006"

        [pageOf]
        other = "Seite {{ .Number }}"
        """

    static let cases: [RealShowImportCase] = [
        RealShowImportCase(
            name:
                "the site's language's words sitegen has keys for are the site's i18n file; the theme's own are named",
            generator: .hugo,
            files: germanShow.merging([
                "i18n/de.toml": ananke,
                "i18n/fr.yaml": "- id: next\n  translation: Suivant\n",
            ]) { $1 },
            report: [
                "the site's words from i18n/de.toml, in i18n/de.yml (laid over the theme's): next, previous",
                "not imported from i18n/de.toml, words of the old theme's that sitegen's theme has no key for "
                    + "(or written with a template's {{ }}): allTitle, dateFormat, more, pageOf, previous, readingTime",
                "not imported, translations of another language than the site's de (a sitegen site has one "
                    + "language): i18n/fr.yaml",
            ],
            holds: ["../i18n/de.yml": ["next: Nächste", "previous: Vorherige"]],
            lacks: ["../i18n/de.yml": ["Mehr", "Suivant", "Minuten", "Zurück", "2006", "Seite"]],
            built: ["episodes/eins/index.html": ["Nächste"], "episodes/zwei/index.html": ["Vorherige"]]),
        RealShowImportCase(
            name: "go-i18n's first format, a list of ids and translations, in a folder i18nDir names",
            generator: .hugo,
            files: [
                "config.yaml": "baseURL: https://show.example.org/\ntitle: Crab Talk\ni18nDir: translations\n",
                "content/episodes/one.md": "---\ntitle: One\ndate: 2024-01-01\ntags: [swift]\n---\nHello.\n",
                "translations/en.yaml": """
                - id: tags
                  translation: Topics
                - id: search
                  translation: Find an episode
                - id: wordCount
                  translation:
                    one: One word
                    other: "{{ .Count }} words"
                """,
            ],
            report: [
                "the site's words from translations/en.yaml, in i18n/en.yml (laid over the theme's): search, tags"
            ],
            holds: ["../i18n/en.yml": ["search: Find an episode", "tags: Topics"]],
            built: ["index.html": [">Topics</a>"]]),
    ]

    @Test("a Hugo site's translations are imported as far as sitegen's theme has their words", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    @Test(
        "a translation file that is not valid TOML stops the import at its place; --skip-unreadable imports the rest")
    func brokenFile() throws {
        let root = try PackagePaths.temporaryFolder("sitegen-i18n-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("source")
        try FixtureFiles.write(
            Self.germanShow.merging(["i18n/de.toml": "[next]\nother = \"Nächste\n"]) { $1 }, into: source)
        let site = root.appendingPathComponent("site")
        var importer = SiteImporter(generator: .hugo, source: source, target: site)
        guard case .failure(let failure) = importer.run(force: false) else {
            Issue.record("a broken translation file was skipped, and the import went on")
            return
        }
        #expect(failure.diagnostics.map { $0.position?.file } == ["i18n/de.toml"])
        importer.skipsUnreadable = true
        let report = try importer.run(force: false).get()
        #expect(report.diagnostics.map { $0.position?.file } == ["i18n/de.toml"])
        #expect(report.diagnostics.first?.position?.line == 2)
        #expect(report.lines.contains { $0.hasPrefix("imported 2 episodes") })
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("i18n/de.yml").path))
    }

    /// An entry as a YAML file gives it, and its text.
    struct Entry: Sendable, CustomTestStringConvertible {
        var yaml: String
        var text: String?
        var testDescription: String { yaml }
    }

    @Test(
        "an entry's text: a text, a plural form's, a translation's",
        arguments: [
            Entry(yaml: "Next", text: "Next"), Entry(yaml: "{other: Next, one: One}", text: "Next"),
            Entry(yaml: "{one: Next}", text: "Next"), Entry(yaml: "{translation: Next}", text: "Next"),
            Entry(yaml: "{translation: {other: Next}}", text: "Next"), Entry(yaml: "''", text: nil),
            Entry(yaml: "3", text: nil),
        ])
    func text(_ entry: Entry) throws {
        let value = try ImportYAMLLoader.load(yaml: "key: " + entry.yaml, subject: "a test")
        #expect(ImportTranslations.text(of: ImportedPage.stringKeyed(value)["key"]) == entry.text)
    }
}
