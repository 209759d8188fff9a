import Foundation
import SitegenImages

extension PageBundle {
    /// The picture Hugo's templates take for each bundle whose page names none, by bundle folder:
    /// of the pictures directly in the folder, the first by name whose name holds `feature`
    /// (`featuredImage.png`), else `cover` or `thumbnail`, in any case (Hugo's `*feature*`, then
    /// `{*cover*,*thumbnail*}`).
    /// - Parameter assets: The files of Content/, relative to it.
    /// - Returns: The picture's path relative to Content/, by the folder holding it.
    package static func hugoPictures(in assets: Set<String>) -> [String: String] {
        var best: [String: (rank: Int, path: String)] = [:]
        for path in assets {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let original = path[path.index(after: slash)...]
            // Most files are pictures whose names hold none of the words: those are passed over
            // without a lowercased copy (a show has thousands of pictures).
            guard Self.holdsPictureWord(original) else { continue }
            let name = original.lowercased()
            guard ImageFormat(fileExtension: (name as NSString).pathExtension) != nil else { continue }
            let rank: Int
            if name.contains("feature") {
                rank = 0
            } else if name.contains("cover") || name.contains("thumbnail") {
                rank = 1
            } else {
                continue
            }
            let folder = String(path[..<slash])
            if let known = best[folder], (known.rank, known.path) <= (rank, path) { continue }
            best[folder] = (rank, path)
        }
        return best.mapValues(\.path)
    }

    /// Whether a name holds `feature`, `cover` or `thumbnail` in any ASCII case.
    static func holdsPictureWord(_ name: Substring) -> Bool {
        let bytes = Array(name.utf8).map { $0 | ($0 >= 65 && $0 <= 90 ? 0x20 : 0) }
        return ["feature", "cover", "thumbnail"].contains { word in
            let pattern = Array(word.utf8)
            return bytes.count >= pattern.count
                && (0...(bytes.count - pattern.count)).contains {
                    bytes[$0..<($0 + pattern.count)].elementsEqual(pattern)
                }
        }
    }
}
