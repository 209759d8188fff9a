import Foundation
import SitegenImages

extension PageBundle {
    /// The picture Hugo's templates take for each bundle whose page names none, by bundle folder:
    /// of the pictures directly in the folder, the first by name whose name holds `feature`
    /// (`featuredImage.png`), else `cover` or `thumbnail`, in any case (Hugo's `*feature*`, then
    /// `{*cover*,*thumbnail*}`).
    /// - Parameter assets: The files of Content/, relative to it.
    /// - Returns: The picture's path relative to Content/, by the folder holding it.
    static func hugoPictures(in assets: Set<String>) -> [String: String] {
        var best: [String: (rank: Int, path: String)] = [:]
        for path in assets {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let name = path[path.index(after: slash)...].lowercased()
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
}
