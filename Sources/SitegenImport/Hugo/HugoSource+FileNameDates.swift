import Foundation
import SitegenContent

extension HugoSource {
    /// Where the settings' `[frontmatter] date` list (Binaergewitter/serious-bg's
    /// `date = [":filename"]`) reads a page's date from its file's name, as Hugo does.
    enum FileNameDates: Equatable {
        /// The list does not name `:filename`.
        case none
        /// `:filename` comes before the front matter's date (`:default`, `date`): a dated name wins.
        case first
        /// `:filename` comes after it: a dated name gives the date of a page that has none.
        case fallback
    }

    /// How the settings' `[frontmatter] date` reads file names.
    static func fileNameDates(_ configuration: [String: Any]) -> FileNameDates {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let frontMatter = ImportValue.lowercasedKeys(settings["frontmatter"] as? [String: Any]) ?? [:]
        let sources = (ImportValue.strings(frontMatter["date"]) ?? []).map { $0.lowercased() }
        guard let name = sources.firstIndex(of: ":filename") else { return .none }
        let own = sources.firstIndex { [":default", "date"].contains($0) }
        return own.map { $0 < name ? .fallback : .first } ?? .first
    }

    /// A page as Hugo reads it when the settings date pages by their file's name
    /// (`2013-11-08-binaergewitter-talk-number-73.markdown`): the day is its date (over the
    /// front matter's when `:filename` comes first), and the rest of the name its slug, as
    /// Hugo's `:filename` sets it, unless the page gives one.
    static func datedByFileName(_ page: ImportedPage, name: String, dates: FileNameDates) -> ImportedPage {
        guard dates != .none, let named = DatedFileName(name) else { return page }
        var page = page
        let keys = page.fields.keys
        let dateKeys = keys.filter { $0.lowercased() == "date" }
        if dates == .first || dateKeys.isEmpty {
            for key in dateKeys { page.fields[key] = nil }
            page.fields["date"] = named.day
        }
        if !keys.contains(where: { $0.lowercased() == "slug" }) { page.fields["slug"] = named.rest }
        return page
    }
}
