import Foundation
import SitegenPlatform

extension FileSystem {
    /// The names of a folder's entries but `.` and `..`, unsorted (``FolderListing``).
    package static func listFolder(_ path: String) throws -> [String] {
        try FolderListing.names(atPath: path)
    }
}
