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

/// A picture's `srcset` as one template value: the same text the section over its files writes,
/// its files named from the root with a marker that each page replaces with its own prefix.
@Suite struct PictureSrcsetTests {
    static let set: ImageSet = {
        var set = ImageSet(path: "images/a b.jpg", format: .jpeg, width: 1280, height: 720, color: "#102030")
        for width in [640, 320, 1280] {
            for format in [EncodedFormat.webp, .jpeg] {
                set.candidates.append(
                    ImageSet.Candidate(
                        width: width, height: width * 9 / 16, format: format,
                        path: "assets/images/a&b-\(width).0123456789ab.\(format.fileExtension)"))
            }
        }
        return set
    }()

    /// The `srcset` the default theme wrote before, by a section over `candidates`.
    static let loop =
        "{{#sources}}[{{#candidates}}{{root}}{{url}} {{width}}w{{separator}}{{/candidates}}]{{/sources}}"
        + "[{{#candidates}}{{root}}{{url}} {{width}}w{{separator}}{{/candidates}}]"
    static let value = "{{#sources}}[{{srcset}}]{{/sources}}[{{srcset}}]"

    @Test("`srcset` renders as the section over the candidates does, at every page depth", arguments: ["./", "../../"])
    func sameAsTheLoop(root: String) throws {
        let templates = try #require(TemplateParser.parse(Self.loop))
        let direct = try #require(TemplateParser.parse(Self.value))
        let renderer = TemplateRenderer(templates: ["loop": templates, "value": direct])
        let context = TemplateValue.object(["root": .text(root), "image": Self.set.templateValue])
        func render(_ name: String) -> String {
            var output: [UInt8] = []
            var stack: [TemplateValue] = [context, Self.set.templateValue]
            renderer.render(renderer.templates[name]!, stack: &stack, into: &output, indentation: nil)
            return String(decoding: SiteRoutes.resolvingRootMarkers(in: output, root: root), as: UTF8.self)
        }
        let expected = render("loop")
        #expect(render("value") == expected)
        #expect(expected.contains("[\(root)assets/images/a%26b-320.0123456789ab.webp 320w, "))
        #expect(expected.hasSuffix("\(root)assets/images/a%26b-1280.0123456789ab.jpg 1280w]"))
        #expect(!expected.contains("\u{1}"))
    }

    @Test("root markers are replaced wherever they are; other control bytes and near misses are kept")
    func resolvingMarkers() {
        let marker = SiteRoutes.rootMarker
        let cases: [(String, String)] = [
            ("", ""),
            ("no marker", "no marker"),
            ("\(marker)a \(marker)b", "../a ../b"),
            ("x\u{1}sitegen-roo\(marker)y", "x\u{1}sitegen-roo../y"),
            ("\u{1}\u{1}\(marker)", "\u{1}\u{1}../"),
            ("end \u{1}sitegen-root", "end \u{1}sitegen-root"),
        ]
        for (input, expected) in cases {
            let output = SiteRoutes.resolvingRootMarkers(in: Array(input.utf8), root: "../")
            #expect(String(decoding: output, as: UTF8.self) == expected, "\(input.debugDescription)")
        }
    }

    @Test("a folder is listed as FileManager lists it: dot files, non-ASCII names in either form, no . or ..")
    func listing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = [".hidden", "plain.txt", "caf\u{E9}.md", "cafe\u{301}-nfd.md", "日本.png", "sub", "a b#c%20.jpg"]
        for name in names {
            if name == "sub" {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                try Data().write(to: folder.appendingPathComponent(name))
            }
        }
        let listed = try FileSystem.listFolder(folder.path)
        #expect(listed.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
        #expect(Set(listed.map { Array($0.utf8) }) == Set(names.map { Array($0.utf8) }))
        #expect(throws: (any Error).self) { try FileSystem.listFolder(folder.appendingPathComponent("missing").path) }
    }
}
