import Foundation
import SitegenContent

extension ImportWriter {
    /// The values a `permalinks:` pattern reads of an episode as it is written: its collection,
    /// slug, number, the year, month and day of its date as written, and its title as a slug.
    static func addressValues(of fields: [(String, Any)], slug: String) -> [PermalinkPattern.Token: String] {
        var values: [PermalinkPattern.Token: String] = [.slug: slug]
        let field = { (key: String) in fields.first { $0.0 == key }?.1 }
        values[.collection] = ImportValue.text(field("collection"))
        if let number = field("number") {
            values[.number] = (number as? Int).map(String.init) ?? ImportValue.text(number)
        }
        if let title = ImportValue.text(field("title")) { values[.title] = slugify(title) }
        let date: ContentDate? =
            switch field("date") {
            case let text as String: try? ContentDate.parse(text).get()
            case let moment as Date: try? ContentDate.parse(ISO8601DateFormatter().string(from: moment)).get()
            default: nil
            }
        if let date {
            values[.year] = String(date.year)
            values[.month] = date.month < 10 ? "0\(date.month)" : "\(date.month)"
            values[.day] = date.day < 10 ? "0\(date.day)" : "\(date.day)"
        }
        return values
    }
}
