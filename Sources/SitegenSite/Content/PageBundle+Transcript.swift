import Foundation

extension PageBundle {
    /// The transcripts Hugo's templates take for each bundle whose page names none, by bundle
    /// folder: the files directly in the folder named `transcript` (in any case) with a
    /// transcript's extension (`transcript.md`, which tech-leadership-deep-dives' theme shows
    /// with `.Resources.GetMatch "transcript.md"`; `transcript.vtt`), in order of name.
    /// - Parameter files: The files of Content/ a page can read, relative to it.
    /// - Returns: The transcripts' paths relative to Content/, by the folder holding them.
    static func hugoTranscripts(in files: Set<String>) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for path in files.sorted() {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let name = path[path.index(after: slash)...]
            guard (name as NSString).deletingPathExtension.lowercased() == "transcript",
                TranscriptFormat.of(file: String(name)) != nil
            else { continue }
            found[String(path[..<slash]), default: []].append(path)
        }
        return found
    }
}
