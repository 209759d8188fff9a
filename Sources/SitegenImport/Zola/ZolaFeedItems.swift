import Foundation
import SitegenContent

/// What a Zola podcast feed template writes for each item that the import keeps: the guid
/// (cbrake/simplepod's `{{ episode.permalink }}`), and the enclosure of an episode whose front
/// matter names no media file the import reads (delta1/pakweight.com's
/// `url="https://pakweight.com/audio/{{ page.extra.file }}.mp3"`, with `length` and `type`).
/// Podcast apps know an episode by its guid and would list one with a new guid again.
struct ZolaFeedItems {
    /// The template's path in the site (`templates/rss.xml`).
    var path: String
    /// The guid each item gets, when the import evaluates it.
    var guid: ZolaItemTemplate?
    /// The guid as written, when the import does not evaluate it.
    var unreadGUID: String?
    /// The enclosure's URL.
    var enclosure: ZolaItemTemplate?
    /// The `[extra]` key the enclosure's `length` is read from.
    var lengthKey: String?
    /// The `[extra]` key the enclosure's `type` is read from.
    var typeKey: String?

    /// Reads the item of a feed template, or `nil` when it has no item loop.
    init?(_ text: String, path: String) {
        guard let (loop, variable) = ZolaSource.itemLoop(in: text) else { return nil }
        self.path = path
        let items = text[loop.upperBound...]
        if let open = items.range(of: "<guid"), let end = items[open.upperBound...].firstIndex(of: ">"),
            let close = items[end...].range(of: "</guid>")
        {
            let written = items[items.index(after: end)..<close.lowerBound].trimmingCharacters(
                in: .whitespacesAndNewlines)
            guid = ZolaItemTemplate.parse(written, variable: variable)
            if guid == nil { unreadGUID = written }
        }
        if let open = items.range(of: "<enclosure") {
            let tag = items[open.upperBound...]
            enclosure = Self.attribute("url", in: tag).flatMap { ZolaItemTemplate.parse($0, variable: variable) }
            let key = { (name: String) -> String? in
                guard let value = Self.attribute(name, in: tag),
                    let template = ZolaItemTemplate.parse(value, variable: variable),
                    template.parts.count == 1, case .extra(let key) = template.parts[0]
                else { return nil }
                return key
            }
            (lengthKey, typeKey) = (key("length"), key("type"))
        }
    }

    /// The value of an attribute of the tag `tag` starts (after its name), a `{{ … }}` or
    /// `{% … %}` in it read as a whole (it may quote: `get_url(path="…")`).
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var index = tag.startIndex
        while index < tag.endIndex {
            if tag[index...].hasPrefix("{{") || tag[index...].hasPrefix("{%") {
                let closer = tag[index...].hasPrefix("{{") ? "}}" : "%}"
                guard let close = tag[index...].range(of: closer) else { return nil }
                index = close.upperBound
                continue
            }
            if tag[index] == ">" { return nil }
            let before = index == tag.startIndex ? " " : tag[tag.index(before: index)]
            if before.isWhitespace, tag[index...].hasPrefix(name + "=\"") {
                var end = tag.index(index, offsetBy: name.count + 2)
                let start = end
                while end < tag.endIndex, tag[end] != "\"" {
                    if tag[end...].hasPrefix("{{") || tag[end...].hasPrefix("{%") {
                        let closer = tag[end...].hasPrefix("{{") ? "}}" : "%}"
                        guard let close = tag[end...].range(of: closer) else { return nil }
                        end = close.upperBound
                    } else {
                        end = tag.index(after: end)
                    }
                }
                return end < tag.endIndex ? String(tag[start..<end]) : nil
            }
            index = tag.index(after: index)
        }
        return nil
    }

    /// Gives each episode without a `guid` the one the old feed wrote, and one without a media
    /// file the enclosure's; says so in the notes, and names the template when its guid is one
    /// the import cannot give.
    func apply(to plan: inout ImportPlan, settings: [String: Any]) {
        var (guids, enclosures) = (0, 0)
        for index in plan.episodes.indices {
            let episode = plan.episodes[index]
            let fields = episode.page.fields
            let keys = Set(fields.keys.map { $0.lowercased() })
            let slug = episode.slug
            if let enclosure, keys.isDisjoint(with: MediaMapping.fileKeys),
                MediaMapping.formatFileKeys(in: ImportValue.lowercasedKeys(fields) ?? [:]).isEmpty,
                let url = enclosure.value(fields: fields, path: episode.oldURL, slug: slug, settings: settings),
                url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://"),
                let type = MediaEnclosure.type(ofName: url), type.hasPrefix("audio/") || type.hasPrefix("video/")
            {
                var page = episode.page.fields
                // The guid may read what the enclosure does: it is made first.
                if !keys.contains("guid"),
                    let guid = guid?.value(fields: fields, path: episode.oldURL, slug: slug, settings: settings)
                {
                    page["guid"] = guid
                    guids += 1
                }
                for key in enclosure.extraKeys { page[key] = nil }
                page[type.hasPrefix("audio/") ? "audio" : "video"] = url
                if let lengthKey, lengthKey != "audio_length", let length = page.removeValue(forKey: lengthKey) {
                    page["audio_length"] = length
                }
                if let typeKey, typeKey != "audio_type", let given = page.removeValue(forKey: typeKey) {
                    page["audio_type"] = given
                }
                plan.episodes[index].page.fields = page
                enclosures += 1
                continue
            }
            guard !keys.contains("guid"),
                let guid = guid?.value(fields: fields, path: episode.oldURL, slug: slug, settings: settings)
            else { continue }
            plan.episodes[index].page.fields["guid"] = guid
            guids += 1
        }
        if enclosures > 0 {
            plan.notes.append("media from the old feed's template's enclosure (\(path)): \(enclosures) episodes")
        }
        if guids > 0 {
            plan.notes.append("guids kept as the old feed's template (\(path)) wrote them: \(guids) episodes")
        }
        if let unreadGUID {
            plan.notes.append(
                "\(path), the old feed's template, writes each item's guid as `\(unreadGUID)`, which the import "
                    + "does not reproduce: podcast apps may list the episodes again unless each gets its old guid as "
                    + "`guid:`")
        }
    }
}
