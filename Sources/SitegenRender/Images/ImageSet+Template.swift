import SitegenContent
import SitegenFormats
import SitegenImages

extension ImageSet {
    /// What templates see of a picture (`image`): `src`, `width`, `height`, `color`,
    /// `candidates` (the JPEG files (one, the fallback), each `url`, `width` and `separator`) with `srcset` (the same
    /// files as one `srcset` value) and `sources` (one per more efficient format: `type`, its
    /// `candidates` and `srcset`), `hasCandidates`. `sizes`, `loading` and `fetchpriority` are
    /// added where the picture is placed.
    ///
    /// A `srcset` names each file from the site root with ``SiteRoutes/rootMarker`` in front,
    /// which the page showing it replaces with its own prefix: one value to write instead of a
    /// section over some ten files, each looking up `root`, `url`, `width` and `separator`.
    var templateValue: TemplateValue {
        func files(_ format: EncodedFormat) -> [Candidate] {
            candidates.filter { $0.format == format }.sorted { $0.width < $1.width }
        }
        func list(_ files: [Candidate]) -> TemplateValue {
            .list(
                files.enumerated().map { index, file in
                    [
                        "url": .text(URLPathEncoding.encode(file.path)), "width": .number(file.width),
                        "separator": .text(index + 1 < files.count ? ", " : ""),
                    ]
                })
        }
        func srcset(_ files: [Candidate]) -> TemplateValue {
            .text(Self.srcset(files, root: SiteRoutes.rootMarker))
        }
        let jpeg = files(.jpeg)
        var value: [String: TemplateValue] = [
            "src": .text(URLPathEncoding.encode(fallbackPath)),
            "candidates": list(jpeg),
            "srcset": srcset(jpeg),
            "hasCandidates": .flag(!candidates.isEmpty),
            "sources": .list(
                formats.filter { $0 != .jpeg }.map { format in
                    let own = files(format)
                    return ["type": .text(format.mimeType), "candidates": list(own), "srcset": srcset(own)]
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
