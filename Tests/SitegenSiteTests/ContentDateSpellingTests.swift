import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``ContentDate/parse(_:)``: the spellings Hugo (Go's layouts) and Jekyll (Ruby's `Time.parse`)
/// read besides RFC 3339, each the same instant as its RFC 3339 form; and texts that stay errors.
@Suite struct ContentDateSpellingTests {
    @Test(
        "another generator's spelling is the same instant",
        arguments: [
            ("Sat, 20 Jul 2019 18:00:00 +0000", "2019-07-20T18:00:00Z"),  // RFC 1123Z, a feed's pubDate
            ("Sat, 20 Jul 2019 18:00:00 GMT", "2019-07-20T18:00:00Z"),  // RFC 1123
            ("Saturday, 20-Jul-19 18:00:00 PDT", nil),  // RFC 850's dashes: not read
            ("20 Jul 19 18:00 EDT", "2019-07-20T18:00:00-04:00"),  // RFC 822
            ("20 Jul 2019", "2019-07-20"),  // Go's `02 Jan 2006`
            ("July 20, 2019", "2019-07-20"), ("Jul. 20, 2019 6:30 pm", "2019-07-20T18:30:00"),
            ("2019-07-20 18:00:00 -0500 CDT", "2019-07-20T18:00:00-05:00"),  // Go's Time.String()
            ("2019-07-20 18:00:00.123 +0000 UTC", "2019-07-20T18:00:00Z"),
            ("Sat Jul 20 18:00:00 2019", "2019-07-20T18:00:00"),  // ANSIC
            ("Sat Jul 20 18:00:00 -0700 2019", "2019-07-20T18:00:00-07:00"),  // RubyDate
            ("2019/07/20", "2019-07-20"), ("2019-7-2", "2019-07-02"), ("2019/7/2 10:15", "2019-07-02T10:15"),
            // firebasejp/cast-site (Gatsby, which Jekyll's Time.parse agrees with): a one-digit day
            // before a time joined by `T`.
            ("2019-02-7T09:00:00+09:00", "2019-02-07T09:00:00+09:00"), ("2019-2-7t09:00", "2019-02-07T09:00"),
            // Japanese shows: year 年, month 月, day 日, a weekday in brackets after it or not.
            ("2022年10月14日", "2022-10-14"), ("2022年1月4日", "2022-01-04"), ("2022年10月14日(金)", "2022-10-14"),
            ("２０２２年１０月１４日（金）", "2022-10-14"), ("2022年10月14日 09:30", "2022-10-14T09:30"),
            ("22年10月14日", nil), ("令和4年10月14日", nil), ("2022年10月", nil),
        ] as [(String, String?)])
    func spelling(_ text: String, _ iso: String?) throws {
        let parsed = try? ContentDate.parse(text).get()
        if let iso {
            #expect(parsed == (try ContentDate.parse(iso).get()), "\(text)")
        } else {
            #expect(parsed == nil, "\(text)")
        }
    }

    @Test(
        "texts that are no date, or no real one, stay errors with their message",
        arguments: [
            ("yesterday", "is not a date"), ("20 Foo 2019", "is not a date"), ("Jul 2019", "is not a date"),
            ("31 Feb 2019", "has no day 31"), ("July 20, 2019 25:00", "has no hour 25"),
            ("2019/13/01", "has no month 13"), ("20 Jul 2019 10:00 +2500", "impossible time zone"),
            ("Jul 20 2019 13:00 pm", "is not a date"), ("2019-07-20 18:00:00 -0500 CDT extra", "is not a date"),
            ("2022年2月30日", "has no day 30"), ("2022年13月1日", "has no month 13"),
            ("2022年10月14日(金) extra", "is not a date"),
        ] as [(String, String)])
    func notDates(_ text: String, _ message: String) {
        guard case .failure(let error) = ContentDate.parse(text) else {
            Issue.record("'\(text)' was read as a date")
            return
        }
        #expect(error.message.contains(message), "\(error.message)")
    }
}
