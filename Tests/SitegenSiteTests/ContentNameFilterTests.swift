import Foundation
import SitegenImages
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The byte-level name checks a build runs over every file of Content/ (a show has thousands of
/// pictures) against the plain definitions they stand for: a name the plain rule takes is never
/// passed over.
@Suite struct ContentNameFilterTests {
    static let names = [
        "images/0001.jpg", "images/ep-12-THUMBNAIL.PNG", "ep/featuredImage.webp", "ep/Cover.JPEG", "ep/cover",
        "ep/discover.gif", "ep/notes.pdf", "ep/FEATURE.svg", "ep/thumb.avif", "ep/featurette.txt", "a/b.c/d",
        "ep/transcript.md", "ep/TRANSCRIPT.VTT", "ep/Transcript.srt", "ep/transcript", "ep/transcripts.md",
        "ep/transcript.tar.gz", "ep/my-transcript.md", "ep/transcript.json", "transcript.vtt", "ep/.jpg",
        "ep/photo.JPG", "ep/photo.jpe", "ep/photo.jp", "ep/noextension", "ep/ümlaut-cover.png", "ep/x.jpeg/",
    ]

    @Test(
        "hugoPictures and hugoTranscripts take what the plain rule takes", arguments: [names, Array(names.prefix(9))])
    func bundleFiles(_ names: [String]) {
        let files = Set(names)
        // Hugo's rule: of each folder's pictures, the least by (`feature` first, then name).
        var pictures: [String: (rank: Int, path: String)] = [:]
        for path in files {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let name = path[path.index(after: slash)...].lowercased()
            guard ImageFormat(fileExtension: (name as NSString).pathExtension) != nil else { continue }
            guard
                let rank = name.contains("feature") ? 0 : name.contains("cover") || name.contains("thumbnail") ? 1 : nil
            else { continue }
            let folder = String(path[..<slash])
            if let known = pictures[folder], (known.rank, known.path) <= (rank, path) { continue }
            pictures[folder] = (rank, path)
        }
        #expect(PageBundle.hugoPictures(in: files) == pictures.mapValues(\.path))
        var transcripts: [String: [String]] = [:]
        for path in files.sorted() {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let name = path[path.index(after: slash)...]
            guard (name as NSString).deletingPathExtension.lowercased() == "transcript",
                TranscriptFormat.of(file: String(name)) != nil
            else { continue }
            transcripts[String(path[..<slash]), default: []].append(path)
        }
        #expect(PageBundle.hugoTranscripts(in: files) == transcripts)
        if names.count == Self.names.count {
            #expect(transcripts["ep"]?.count ?? 0 >= 2 && pictures["ep"] != nil, "the table has files to find")
        }
    }

    @Test("isPictureName is ImageFormat's reading of the extension", arguments: names)
    func pictureName(_ path: String) {
        let name = (path as NSString).lastPathComponent
        let plain = path.hasSuffix("/") ? false : ImageFormat(fileExtension: (name as NSString).pathExtension) != nil
        #expect(ImageStage.isPictureName(path) == plain, "\(path)")
    }
}
