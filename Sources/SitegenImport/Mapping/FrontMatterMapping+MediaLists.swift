import Foundation

/// Media kept as a list of one, as a Jekyll site whose settings' defaults give every sermon
/// `audio_id: [none]` and `video_id: [none]` keeps it (jordanmoconnor/riverchurch's
/// `audio_id: [https://a.clyp.it/irye0gy4.mp3]`, `video_id: [bZEUV2OcrF0]`; its feed template
/// skips a sermon whose `audio_id[0]` is `none` and writes the list as its one value).
extension FrontMatterMapping {
    /// Unwraps the media keys' lists of one text (a video's key always, an audio file's key when
    /// the text is `none`), and makes a `none` there no value, which the mapping drops as empty.
    /// - Parameter fields: The front matter, keys as the mapping reads them.
    static func unwrappingMediaLists(_ fields: inout [String: Any]) {
        for key in fields.keys.sorted() where renames[key] == "video" || MediaMapping.fileKeys.contains(key) {
            var value = fields[key]
            if let list = value as? [Any], list.count == 1, let text = ImportValue.text(list[0]),
                renames[key] == "video" || text.lowercased() == "none"
            {
                value = text
            }
            if let text = value as? String, text.trimmingCharacters(in: .whitespaces).lowercased() == "none" {
                value = ""
            }
            fields[key] = value
        }
    }
}
