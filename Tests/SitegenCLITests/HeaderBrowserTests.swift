import Foundation
import SitegenTestSupport
import Testing

/// The sample site's header and chapters box in Chromium (issue 50, items 9 and 7): on a phone
/// the header is one short row (title, search, and a Menu button whose popover lists the
/// sections, with no script); wider, the sections are in the row, which scrolls with a fade where
/// more of it is; each chapter's title wraps beside its time.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct HeaderBrowserTests {
    /// The header's height on a phone: one row (it was about 140 px in three rows).
    static let phoneCeiling = 64.0
    /// Its height from 700 px up: one row, as before.
    static let wideCeiling = 72.0

    struct Box: Decodable {
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double
    }

    struct Header: Decodable {
        struct Fades: Decodable {
            var left: Double
            var right: Double
        }
        var height: Double
        var pageWidth: Double
        var viewport: Double
        var viewportHeight: Double
        /// The vertical middles of the row's visible parts.
        var middles: [Double]
        var menuVisible: Bool
        var menuName: String?
        var navVisible: Bool
        /// The menu's links once it is opened (a phone), and whether the current one stands out.
        var opened: Bool?
        var menuLinks: [Box]?
        var currentInMenu: Bool?
        var nav: Box
        var scrolls: Bool
        var scrollLeft: Double
        var maxScroll: Double
        var fades: Fades
        var current: Box?
        var linkTops: [Double]
        /// For each link, focused in turn: whether it was out of the clip and the fades.
        var focusedVisible: [Bool]
    }

    struct ChapterRow: Decodable {
        var timeTop: Double
        var titleTop: Double
        var timeRight: Double
        var titleLeft: Double
        var titleLines: Int
    }

    struct Chapters: Decodable {
        var rows: [ChapterRow]
        var bodyHeadings: Int
    }

    static let chaptersScript = """
        (() => ({
          rows: [...document.querySelectorAll('.episode-chapters li')].map(li => {
            const time = li.querySelector('.chapter-time').getBoundingClientRect();
            const title = li.querySelector('.chapter-title'), box = title.getBoundingClientRect();
            return {timeTop: time.top, titleTop: box.top, timeRight: time.right, titleLeft: box.left,
                    titleLines: Math.round(box.height / parseFloat(getComputedStyle(title).lineHeight))};
          }),
          bodyHeadings: document.querySelectorAll('.episode-body #chapters, .toc a[href="#chapters"]').length
        }))()
        """

    @Test("the header is one row: on a phone a Menu button opens the sections; wider, they are in the row")
    func header() async throws {
        let pages = [
            "index.html", "about/index.html", "library/index.html",
            "episodes/from-completion-handlers-to-async-await/index.html",
        ]
        let readings: [PageEval.Reading<Header>] = try await PageEval.read(
            try PageEval.script("header.js"), pages: pages, widths: [320, 375, 768, 1280],
            schemes: ["light", "dark"])
        #expect(readings.count == pages.count * 8)
        for reading in readings {
            let header = reading.value
            let place = "\(reading.page) at \(reading.width) px, \(reading.scheme)"
            let phone = reading.width < 700
            #expect(header.height <= (phone ? Self.phoneCeiling : Self.wideCeiling), "\(place): \(header.height) px")
            let middles = header.middles
            #expect((middles.max() ?? 0) - (middles.min() ?? 0) <= 2, "\(place): not one row \(middles)")
            #expect(header.pageWidth <= header.viewport + 1, "\(place): the page scrolls sideways")
            #expect(header.menuVisible == phone && header.navVisible == !phone, "\(place)")
            if phone {
                #expect(header.menuName == "Menu", "\(place): the Menu button's name")
                #expect(header.opened == true, "\(place): the Menu button opens the sections")
                let links = header.menuLinks ?? []
                #expect(links.count == header.linkTops.count && !links.isEmpty, "\(place)")
                for link in links {
                    #expect(link.left >= 0 && link.right <= header.viewport, "\(place): a section out of the screen")
                    #expect(link.bottom <= header.viewportHeight, "\(place): a section below the screen")
                    #expect(
                        link.bottom - link.top >= 44, "\(place): a section's target is \(link.bottom - link.top) px")
                }
                #expect(Set(links.map(\.top)).count == links.count, "\(place): one section a row")
                #expect(header.currentInMenu ?? true, "\(place): the current section does not stand out")
                continue
            }
            #expect(Set(header.linkTops).count == 1, "\(place): the sections are in one row \(header.linkTops)")
            if let current = header.current {
                #expect(
                    current.left >= header.nav.left + header.fades.left - 1
                        && current.right <= header.nav.right - header.fades.right + 1,
                    "\(place): the current section is cut or faded")
            }
            if header.scrolls {
                // A fade where more of the row is, and none where it ends.
                #expect(header.fades.right == (header.scrollLeft < header.maxScroll - 1 ? 28 : 0), "\(place)")
                #expect(header.fades.left == (header.scrollLeft > 1 ? 28 : 0), "\(place)")
            } else {
                #expect(header.fades.left == 0 && header.fades.right == 0, "\(place): a fade on a row that fits")
            }
            #expect(header.focusedVisible.allSatisfy { $0 }, "\(place): a focused section is cut or faded")
        }
    }

    @Test("a menu longer than the room between the title and the search button scrolls in the row")
    func longMenu() async throws {
        // The sample site with the eleven links of a real network's menu (Fixtures/long-menu.yml).
        let folder = try PackagePaths.temporaryFolder("sitegen-long-menu")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Content", "Themes"] {
            try FileManager.default.copyItem(
                at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let siteYML = folder.appendingPathComponent("Content/site.yml")
        let menu = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Fixtures/long-menu.yml"),
            encoding: .utf8)
        try (String(contentsOf: siteYML, encoding: .utf8) + "\n" + menu).write(
            to: siteYML, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Output")
        let build = try await ProcessRunner.run(
            LayoutCommandTests.executable, ["build", "--source", folder.path, "--output", output.path])
        try #require(build.status == 0, "\(build.standardError)")
        let readings: [PageEval.Reading<Header>] = try await PageEval.read(
            try PageEval.script("header.js"), pages: ["index.html", "people/index.html"], widths: [768, 1280],
            schemes: ["light", "dark"], output: output)
        #expect(readings.count == 8)
        for reading in readings {
            let header = reading.value
            let place = "\(reading.page) at \(reading.width) px, \(reading.scheme)"
            #expect(header.height <= Self.wideCeiling, "\(place): \(header.height) px")
            #expect(header.middles.count == 3, "\(place): the title, the sections and the search button")
            #expect((header.middles.max() ?? 0) - (header.middles.min() ?? 0) <= 2, "\(place): not one row")
            #expect(header.pageWidth <= header.viewport + 1, "\(place): the page scrolls sideways")
            #expect(header.scrolls, "\(place): the sections fit, so nothing here is tested")
            #expect(Set(header.linkTops).count == 1, "\(place): the sections are in one row")
            #expect(header.fades.right == (header.scrollLeft < header.maxScroll - 1 ? 28 : 0), "\(place)")
            #expect(header.focusedVisible.allSatisfy { $0 }, "\(place): a focused section is cut or faded")
        }
    }

    struct Widened: Decodable {
        var opened: Bool
        var openAfter: Bool
        var inHeader: Bool
    }

    @Test("the phone's open Menu closes when the window widens past it, the sections back in the row")
    func menuClosesOnWiden() async throws {
        let readings: [PageEval.Reading<Widened>] = try await PageEval.read(
            try PageEval.script("menu-widen.js"), pages: ["index.html", "about/index.html"], widths: [1280])
        #expect(readings.count == 2)
        for reading in readings {
            #expect(reading.value.opened, "\(reading.page): the Menu did not open at 375 px")
            #expect(!reading.value.openAfter, "\(reading.page): the Menu stayed open at 1000 px")
            #expect(reading.value.inHeader, "\(reading.page): the sections are not in the header's row")
        }
    }

    @Test("a chapter's title wraps beside its time, and a body's chapter list is not shown again")
    func chapters() async throws {
        let pages = [
            "episodes/from-completion-handlers-to-async-await/index.html", "episodes/hello-hummingbird/index.html",
        ]
        let readings: [PageEval.Reading<Chapters>] = try await PageEval.read(
            Self.chaptersScript, pages: pages, widths: [320, 375, 768, 1280])
        #expect(readings.allSatisfy { !$0.value.rows.isEmpty })
        #expect(readings.contains { $0.value.rows.contains { $0.titleLines > 1 } }, "a title that wraps")
        for reading in readings {
            let place = "\(reading.page) at \(reading.width) px"
            #expect(reading.value.bodyHeadings == 0, "\(place): the notes or Contents repeat the chapters")
            for row in reading.value.rows {
                #expect(abs(row.titleTop - row.timeTop) <= 2, "\(place): a title starts below its time")
                #expect(row.titleLeft >= row.timeRight, "\(place): a title wraps under its time")
            }
        }
    }
}
