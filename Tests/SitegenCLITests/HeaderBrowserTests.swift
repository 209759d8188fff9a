import Foundation
import SitegenTestSupport
import Testing

/// The sample site's header and chapters box in Chromium (issue 50, items 9 and 7): on a phone
/// the header is two short rows, the sections' row scrolls with a fade where more of it is and
/// shows the current section; each chapter's title wraps beside its time.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct HeaderBrowserTests {
    /// The header's height on a phone: the title and search in one row, the sections in another
    /// (it was about 140 px in three rows).
    static let phoneCeiling = 88.0
    /// Its height from 768 px up: one row, as before.
    static let wideCeiling = 72.0

    struct Box: Decodable {
        var left: Double
        var right: Double
    }

    struct Header: Decodable {
        struct Fades: Decodable {
            var left: Double
            var right: Double
        }
        var height: Double
        var pageWidth: Double
        var viewport: Double
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

    static let headerScript = """
        (async () => {
          const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
          await frame();
          const nav = document.querySelector('.site-nav');
          const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right}; };
          const fades = () => { const s = getComputedStyle(nav);
            return {left: parseFloat(s.getPropertyValue('--fl')) || 0,
                    right: parseFloat(s.getPropertyValue('--fr')) || 0}; };
          const current = nav.querySelector('[aria-current="page"]');
          const result = {
            height: document.querySelector('.site-header').getBoundingClientRect().height,
            pageWidth: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth,
            nav: box(nav), scrolls: nav.scrollWidth > nav.clientWidth + 1, scrollLeft: nav.scrollLeft,
            maxScroll: nav.scrollWidth - nav.clientWidth, fades: fades(), current: current ? box(current) : null,
            linkTops: [...nav.querySelectorAll('a')].map(a => Math.round(a.getBoundingClientRect().top)),
            focusedVisible: []
          };
          // A link focused from the keyboard is scrolled into view; a headless page that has no
          // focus itself does not scroll on focus(), so the script scrolls as the browser would.
          for (const link of nav.querySelectorAll('a')) {
            link.focus();
            link.scrollIntoView({block: 'nearest', inline: 'nearest'});
            await frame();
            const f = fades(), r = box(link), n = box(nav);
            result.focusedVisible.push(r.left >= n.left + f.left - 1 && r.right <= n.right - f.right + 1);
          }
          return result;
        })()
        """

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

    @Test("the header is compact on a phone, one row wide, its sections in one row showing the current one")
    func header() async throws {
        let pages = [
            "index.html", "about/index.html", "library/index.html",
            "episodes/from-completion-handlers-to-async-await/index.html",
        ]
        let readings: [PageEval.Reading<Header>] = try await PageEval.read(
            Self.headerScript, pages: pages, widths: [320, 375, 768, 1280], schemes: ["light", "dark"])
        #expect(readings.count == pages.count * 8)
        #expect(readings.contains { $0.width == 320 && $0.value.scrolls }, "the row scrolls at 320 px")
        for reading in readings {
            let header = reading.value
            let place = "\(reading.page) at \(reading.width) px, \(reading.scheme)"
            let phone = reading.width < 700
            #expect(header.height <= (phone ? Self.phoneCeiling : Self.wideCeiling), "\(place): \(header.height) px")
            #expect(Set(header.linkTops).count == 1, "\(place): the sections are in one row \(header.linkTops)")
            #expect(header.pageWidth <= header.viewport + 1, "\(place): the page scrolls sideways")
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
