import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// A theme's words in the site's language: the fallback from a language's tag to English, the
/// plural rules, dates and spoken durations, the default theme's translations, a German site
/// built whole, and the mistakes of an i18n file at their line and column.
@Suite("the theme's words in the site's language")
struct ThemeStringsTests {
    static let files: [String: [String: String]] = [
        "en": ["custom": "Custom"], "pt": ["episode": "Episódio", "custom": "Próprio"],
        "pt-BR": ["episode": "Episódio (BR)"], "de": ["episode": "Folge"],
    ]

    @Test(
        "a language tag takes its own file, then its language's, then the theme's English, then sitegen's",
        arguments: [
            ("pt-BR", "Episódio (BR)", "Próprio"), ("pt_br", "Episódio (BR)", "Próprio"), ("pt", "Episódio", "Próprio"),
            ("de-AT", "Folge", "Custom"), ("fi", "Episode", "Custom"), ("", "Episode", "Custom"),
        ])
    func fallback(language: String, episode: String, custom: String) {
        let strings = ThemeStrings(language: language, files: Self.files)
        #expect(strings["episode"] == episode)
        #expect(strings["custom"] == custom)
        #expect(strings["chapters"] == "Chapters")
    }

    @Test(
        "counts take the language's plural rule",
        arguments: [
            ("en", 0, "0 episodes"), ("en", 1, "1 episode"), ("en", 2, "2 episodes"),
            ("fr", 0, "0 épisode"), ("fr", 1, "1 épisode"), ("fr", 2, "2 épisodes"),
            ("de", 1, "1 Folge"), ("de", 0, "0 Folgen"), ("ja", 1, "1エピソード"),
            ("pt-BR", 0, "0 episódio"), ("pt-PT", 0, "0 episódios"), ("pt", 1, "1 episódio"),
        ])
    func plurals(language: String, count: Int, expected: String) throws {
        let strings = try Self.defaultTheme().strings(for: language)
        #expect(strings.count("episodeCount", count) == expected)
    }

    @Test(
        "Slavic languages take CLDR's few and many forms, and a form a file leaves out is its other",
        arguments: [
            ("ru", [1, 2, 5, 11, 12, 21, 22, 25, 111, 112, 0], "1о 2ф 5м 11м 12м 21о 22ф 25м 111м 112м 0м"),
            ("uk", [1, 3, 14, 31, 34], "1о 3ф 14м 31о 34ф"),
            ("pl", [1, 2, 5, 12, 21, 22, 0], "1о 2ф 5м 12м 21м 22ф 0м"),
            ("cs", [1, 2, 4, 5, 22], "1о 2ф 4ф 5д 22д"),
            ("hr", [1, 2, 5, 21, 22], "1о 2ф 5д 21о 22ф"),
            ("en", [1, 2, 22], "1о 2д 22д"),
        ])
    func slavicPlurals(language: String, numbers: [Int], expected: String) {
        let forms = ["one": "{count}о", "few": "{count}ф", "many": "{count}м", "other": "{count}д"]
        let strings = ThemeStrings(
            language: language,
            files: [language: Dictionary(uniqueKeysWithValues: forms.map { ("n.\($0.key)", $0.value) })])
        #expect(numbers.map { strings.count("n", $0) }.joined(separator: " ") == expected)
        // A file without `many:` gives its `other:` there, not English.
        let partial = ThemeStrings(language: "ru", files: ["ru": ["episodeCount.other": "{count} выпусков"]])
        #expect(partial.count("episodeCount", 5) == "5 выпусков")
    }

    @Test("placeholders are filled in one pass: a value holding a placeholder is written as it is")
    func fill() {
        let text = ThemeStrings.english.count("episodesTaggedCount", 3, ["title": "{count} {title}"])
        #expect(text == "3 episodes tagged {count} {title}")
        #expect(ThemeStrings.fill("{a} {b} {c {", ["a": "{b}", "b": "B"]) == "{b} B {c {")
        #expect(ThemeStrings.fill("no braces", ["a": "A"]) == "no braces")
    }

    @Test(
        "dates and spoken durations in the language",
        arguments: [
            ("en", "14 March 2024", "1 hour 4 minutes 1 second"),
            ("de", "14. März 2024", "1 Stunde 4 Minuten 1 Sekunde"),
            ("es", "14 de marzo de 2024", "1 hora 4 minutos 1 segundo"), ("ja", "2024年3月14日", "1時間4分1秒"),
            ("sv", "14 mars 2024", "1 timme 4 minuter 1 sekund"),
        ])
    func datesAndDurations(language: String, date: String, duration: String) throws {
        let strings = try Self.defaultTheme().strings(for: language)
        let day = try ContentDate.parse("2024-03-14").get()
        #expect(strings.date(day) == date)
        #expect(strings.spokenDuration(3841) == duration)
        #expect(strings.spokenDuration(0) == strings.count("seconds", 0))
    }

    @Test("every translation of the default theme gives every key sitegen's English has, and no other")
    func translationsAreWhole() throws {
        let theme = try Self.defaultTheme()
        #expect(theme.translations.keys.sorted() == ["de", "es", "fr", "it", "ja", "nl", "pt", "sv"])
        let english = Set(ThemeStrings.english.texts.keys)
        let titles = Set(
            theme.pages.values.flatMap { page in
                [page.title].compactMap { $0 }
                    + page.sections.values.flatMap { [$0.title, $0.more?.title].compactMap { $0 } }
            }.map { "title.\($0)" })
        for (language, texts) in theme.translations {
            #expect(english.subtracting(texts.keys).sorted() == [], "\(language) lacks these")
            #expect(
                Set(texts.keys).subtracting(english).subtracting(titles).sorted() == [], "\(language) has unknown keys")
            #expect(titles.subtracting(texts.keys).sorted() == [], "\(language) lacks these titles")
        }
    }

    @Test("every `{{i18n.key}}` of the default theme's templates is a key of sitegen's English")
    func templateKeysExist() throws {
        let theme = try Self.defaultTheme()
        var used: Set<String> = []
        for (path, text) in theme.sourceTexts where path.hasPrefix("templates/") {
            var rest = Substring(text)
            while let start = rest.range(of: "{{i18n.") {
                rest = rest[start.upperBound...]
                used.insert(String(rest.prefix { $0 != "}" }))
            }
        }
        #expect(used.count > 30)
        #expect(used.subtracting(ThemeStrings.english.texts.keys).sorted() == [])
    }

    @Test("a German site: titles, navigation, dates, counts, durations, pagination and the 404 page in German")
    func germanSite() async throws {
        var files = MinimalSite.files
        files[MinimalSite.siteYML] = Data(
            String(decoding: files[MinimalSite.siteYML]!, as: UTF8.self).replacingOccurrences(
                of: "language: en", with: "language: de-DE"
            ).utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let home = try sandbox.outputText("index.html")
            #expect(home.contains("<html lang=\"de-DE\">"))
            #expect(home.contains("<h2 class=\"section-title\">Neueste Folgen</h2>"))
            #expect(home.contains(">Folgen</a><a href=\"./library/\">Mediathek</a>"))
            #expect(home.contains("17. Januar 2024"))
            #expect(home.contains("href=\"#sg-main\">Zum Inhalt springen</a>"))
            #expect(!home.contains("Latest episodes"))
            let episode = try sandbox.outputText("episodes/second/index.html")
            #expect(episode.contains("Folge 2 von 2"))
            let category = try sandbox.outputText("categories/tutorials/index.html")
            #expect(category.contains("1 Folge in Tutorials"))
            let library = try sandbox.outputText("library/index.html")
            #expect(library.contains("Neu hinzugefügt"))
            #expect(library.contains("1 Stunde 2 Minuten 3 Sekunden"))
            let notFound = try sandbox.outputText("404.html")
            #expect(notFound.contains("<title>Seite nicht gefunden · Test Site</title>"))
            #expect(
                notFound.contains(
                    "Versuch es mit den <a href=\"/\">neuesten Folgen</a> oder der <a href=\"/library/\">Mediathek</a>."
                ))
        }
    }

    @Test(
        "an i18n file's mistakes are errors at their line and column",
        arguments: [
            ("months: [a, b]\n", "de.yml:1:9: error: `months` lists the twelve months' names, not 2"),
            ("episodeCount: {one: a, plural: b}\n", "de.yml:1:24: error: a count's key `episodeCount` maps its"),
            ("episode: [Folge]\n", "de.yml:1:10: error: `episode` must be a string"),
            ("title.x: y\n", "de.yml:1:1: error: a key of an i18n file must be a plain name without dots"),
            ("- a\n", "de.yml:1:1: error: an i18n file must be a mapping of keys to texts"),
            ("titles: [a]\n", "de.yml:1:9: error: `titles` must be a mapping of English titles"),
            ("episode: \"a\\x01\"\n", "de.yml:1:10: error: `episode`"),
        ])
    func mistakes(text: String, expected: String) {
        let (_, diagnostics) = ThemeStringsDecoder.decode(text, path: "de.yml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first.map { "\($0)".hasPrefix(expected) } == true, "\(diagnostics)")
    }

    @Test("a theme's broken i18n file stops the build at its place, and Output/ stays as it was")
    func brokenThemeFile() async throws {
        let folder = try #require(Theme.builtInFolder)
        var files = MinimalSite.files
        for (path, data) in try SiteSandbox.snapshot(of: folder) { files["Themes/default/\(path)"] = data }
        files["Themes/default/i18n/de.yml"] = Data("episode: Folge\nmonths: [Januar]\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.diagnostics.map(\.description).contains {
                    $0.hasPrefix("Themes/default/i18n/de.yml:2:9: error: `months` lists the twelve months' names")
                }, "\(result.diagnostics)")
            #expect(FileManager.default.fileExists(atPath: sandbox.output.path) == false)
        }
    }

    @Test("a site's own i18n/ adds a language the theme lacks and changes a word of one it has, without copying it")
    func siteTranslations() async throws {
        func site(language: String, _ i18n: [String: String]) -> [String: Data] {
            var files = MinimalSite.files
            files[MinimalSite.siteYML] = Data(
                String(decoding: files[MinimalSite.siteYML]!, as: UTF8.self).replacingOccurrences(
                    of: "language: en", with: "language: \(language)"
                ).utf8)
            for (name, text) in i18n { files["i18n/\(name)"] = Data(text.utf8) }
            return files
        }
        let russian = """
            episodesInCount: {one: "{count} выпуск в {title}", few: "{count} выпуска в {title}", many: "{count} выпусков в {title}"}
            titles:
              Latest episodes: Новые выпуски
            """
        try await SiteSandbox.with(site(language: "ru", ["ru.yml": russian])) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let home = try sandbox.outputText("index.html")
            #expect(home.contains("<h2 class=\"section-title\">Новые выпуски</h2>"))
            #expect(home.contains(">Episodes</a>"), "keys the file leaves out stay English")
            let category = try sandbox.outputText("categories/tutorials/index.html")
            #expect(category.contains("1 выпуск в Tutorials"))
        }
        try await SiteSandbox.with(site(language: "de-DE", ["de_DE.yml": "navLibrary: Archiv\n"])) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let home = try sandbox.outputText("index.html")
            #expect(home.contains(">Folgen</a><a href=\"./library/\">Archiv</a>"), "the site's word over the theme's")
            #expect(home.contains("<h2 class=\"section-title\">Neueste Folgen</h2>"), "the theme's German elsewhere")
        }
        try await SiteSandbox.with(site(language: "de", ["de.yml": "navLibrary: Archiv\nmonths: [Januar]\n"])) {
            sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.diagnostics.map(\.description).contains {
                    $0.hasPrefix("i18n/de.yml:2:9: error: `months` lists the twelve months' names")
                }, "\(result.diagnostics)")
            #expect(FileManager.default.fileExists(atPath: sandbox.output.path) == false)
        }
    }

    /// The built-in default theme, loaded.
    static func defaultTheme() throws -> Theme {
        let folder = try #require(Theme.builtInFolder)
        let (theme, diagnostics) = ThemeLoader(fileSystem: .disk).load(folder: folder, displayPath: "default")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(theme)
    }
}
