import SitegenImages

extension ImageSet {
    /// What templates see of a picture (`image`): `src`, `width`, `height`, `color`,
    /// `candidates` (the JPEG files, each `url`, `width` and `separator`) and `sources` (one per
    /// more efficient format: `type` and its `candidates`), `hasCandidates`. `sizes`, `loading` and
    /// `fetchpriority` are added where the picture is placed.
    var templateValue: TemplateValue {
        func list(_ format: EncodedFormat) -> TemplateValue {
            let files = candidates.filter { $0.format == format }.sorted { $0.width < $1.width }
            return .list(
                files.enumerated().map { index, file in
                    [
                        "url": .text(URLPathEncoding.encode(file.path)), "width": .number(file.width),
                        "separator": .text(index + 1 < files.count ? ", " : ""),
                    ]
                })
        }
        var value: [String: TemplateValue] = [
            "src": .text(URLPathEncoding.encode(fallbackPath)),
            "candidates": list(.jpeg),
            "hasCandidates": .flag(!candidates.isEmpty),
            "sources": .list(
                formats.filter { $0 != .jpeg }.map { format in
                    [
                        "type": .text(format.mimeType),
                        "candidates": list(format),
                    ]
                }),
        ]
        if let width, let height {
            value["width"] = .number(width)
            value["height"] = .number(height)
        }
        if let color { value["color"] = .text(color) }
        return .object(value)
    }
}
