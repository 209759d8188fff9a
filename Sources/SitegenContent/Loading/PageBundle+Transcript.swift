import Foundation

extension PageBundle {
    /// The transcripts Hugo's templates take for each bundle whose page names none, by bundle
    /// folder: the files directly in the folder named `transcript` (in any case) with a
    /// transcript's extension (`transcript.md`, which tech-leadership-deep-dives' theme shows
    /// with `.Resources.GetMatch "transcript.md"`; `transcript.vtt`), in order of name.
    /// - Parameter files: The files of Content/ a page can read, relative to it.
    /// - Returns: The transcripts' paths relative to Content/, by the folder holding them.
    package static func hugoTranscripts(in files: Set<String>) -> [String: [String]] {
        var found: [String: [String]] = [:]
        let stem = Array("transcript.".utf8)
        // Only the files named `transcript.…` are sorted (a show's Content/ has thousands of others).
        let named = files.filter { path in
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
            let name = path.utf8[path.utf8.index(after: slash)...]
            return name.count > stem.count && zip(name, stem).allSatisfy { $0 | 0x20 == $1 }
        }
        for path in named.sorted() {
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
