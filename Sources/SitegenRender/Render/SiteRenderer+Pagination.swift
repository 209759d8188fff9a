/// The navigation between the pages of a paginated listing.
extension SiteRenderer {
    /// The `pagination` context of a page of a listing spread over more than one page: `number`,
    /// `count`, `label` ("Page 2 of 43"), `previous` and `next` (site-relative paths, absent at
    /// the ends) and `pages`, a window of page links around this one with `gap`s between.
    static func paginationContext(_ paging: Paging, strings: ThemeStrings = .english) -> TemplateValue? {
        guard paging.count > 1 else { return nil }
        var context: [String: TemplateValue] = [
            "number": .number(paging.number), "count": .number(paging.count),
            "label": .text(
                strings.format("pageOf", ["number": String(paging.number), "count": String(paging.count)])),
        ]
        if paging.number > 1 { context["previous"] = .text(paging.path(ofPage: paging.number - 1)) }
        if paging.number < paging.count { context["next"] = .text(paging.path(ofPage: paging.number + 1)) }
        var pages: [TemplateValue] = []
        var last = 0
        for number in pageWindow(around: paging.number, count: paging.count) {
            if number > last + 1 { pages.append(["gap": true]) }
            pages.append([
                "number": .number(number), "path": .text(paging.path(ofPage: number)),
                "current": .flag(number == paging.number),
            ])
            last = number
        }
        context["pages"] = .list(pages)
        return .object(context)
    }

    /// The page numbers linked from page `number` of `count`: the first, the last, and the two
    /// on either side of this one (at most 7 links, whatever the listing's length).
    static func pageWindow(around number: Int, count: Int) -> [Int] {
        var numbers = Set([1, count])
        for offset in -2...2 where (1...count).contains(number + offset) { numbers.insert(number + offset) }
        return numbers.sorted()
    }

    /// A page's title with its page number after the first page ("Tags (page 2 of 9)").
    static func pagedTitle(_ title: String, paging: Paging?, strings: ThemeStrings = .english) -> String {
        guard let paging, paging.number > 1 else { return title }
        return strings.format(
            "pagedTitle", ["title": title, "number": String(paging.number), "count": String(paging.count)])
    }
}
