import Foundation
import SitegenFileSystem

/// Chapters named by a path or URL of a JSON chapters file that the source holds.
extension FrontMatterMapping {
    /// The chapters of the JSON chapters file a value names, when it is a `.json` file of the
    /// source (by its path, or by a URL of the site); `nil` otherwise.
    static func jsonChaptersFile(
        _ value: Any, context: ImportContext
    ) -> Result<ImportValue.JSONChapters, MappingRefusal>? {
        guard let path = ImportValue.contentFile(value, in: context), path.lowercased().hasSuffix(".json"),
            let url = context.files[path]
        else { return nil }
        guard let data = try? context.fileSystem.read(url),
            let object = try? JSONSerialization.jsonObject(with: data),
            let read = ImportValue.jsonChapters(object)
        else { return .failure(MappingRefusal("\(path) is not a JSON chapters file")) }
        return read
    }
}
