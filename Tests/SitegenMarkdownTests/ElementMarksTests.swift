import Foundation
import SitegenMarkdown
import SitegenTestSupport
import Testing

/// `MarkdownOptions.marksElements` (for a theme's render hooks): the HTML is the unmarked one
/// byte for byte, and each element's range holds its HTML.
@Suite struct ElementMarksTests {
    /// Bodies with every kind of element, nested, and what could be taken for a marker.
    static let bodies: [(String, [MarkdownElement.Kind])] = [
        ("A [link](https://example.org \"Title\") and ![a *picture*](/images/a.png \"Shown\").\n", [.link, .image]),
        ("[![inside](/a.png)](/episodes/x/) and [**bold** `code`](b.md)\n", [.link, .image, .link]),
        ("## Setup [here](/x/) {#setup}\n\nText\n\nTitle\n=====\n", [.heading, .link, .heading]),
        (
            "```swift\nlet a = 1\n```\n\n```\nplain\n```\n\n    indented\n\n```unknown\nx < y\n```\n",
            [.codeBlock, .codeBlock, .codeBlock, .codeBlock]
        ),
        ("```swift {title=\"Main.swift\" linenos=true}\nlet a = 1\n```\n", [.codeBlock]),
        ("| a | [b](/c/) |\n| - | - |\n| ![i](/i.png) | `x` |\n", [.link, .image]),
        ("Note[^1] and www.example.org.\n\n[^1]: See [there](/there/).\n", [.link, .link]),
        ("- [ ] task [a](/a/)\n- [x] done\n", [.link]),
        ("![alt with [a link](/x/) and ![inner](/y.png)](/z.png)\n", [.image]),
        (
            "[](/empty/) [\u{1}control](/\u{1}/ \"\u{1}\(noncharacter(0xFDD6))\") # \(noncharacter(0xFFFE))\n\n# Heading \u{1} char\n",
            [.link, .link, .heading]
        ),
        (
            "<p>raw <a href=\"/r/\">raw link</a></p>\n\n<span>\(noncharacter(0xFDD0))1\(noncharacter(0xFDD0))"
                + "\(noncharacter(0xFDD3))</span> [after](/after/) &#xFDD4;1&#xFDD4; ![t](/t.png \"&#xFDD6;\")\n",
            [.link, .image]
        ),
        ("> quoted [link](/q/)\n>\n> ```js\n> x()\n> ```\n", [.link, .codeBlock]),
        ("[javascript](javascript:alert(1)) [ampersand](/a?b=1&c='2')\n", [.link, .link]),
    ]

    /// A noncharacter, which Swift allows in no literal.
    static func noncharacter(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    static func render(_ markdown: String, marks: Bool, unsafeHTML: Bool = false) -> MarkdownDocument {
        var options = MarkdownOptions(unsafeHTML: unsafeHTML, rootPrefix: "\u{1}root\u{1}")
        options.marksElements = marks
        return MarkdownRenderer.render(markdown, options: options)
    }

    @Test("marked HTML equals unmarked HTML, and each range holds its element", arguments: bodies, [false, true])
    func sameHTML(body: (String, [MarkdownElement.Kind]), unsafeHTML: Bool) throws {
        let (markdown, kinds) = body
        let plain = Self.render(markdown, marks: false, unsafeHTML: unsafeHTML)
        let marked = Self.render(markdown, marks: true, unsafeHTML: unsafeHTML)
        #expect(marked.html == plain.html)
        #expect(plain.elements.isEmpty)
        #expect(marked.elements.map(\.kind) == kinds)
        var unmarked = marked
        unmarked.elements = []
        #expect(unmarked == plain, "only the elements differ")
        let bytes = Array(marked.html.utf8)
        for element in marked.elements {
            let html = String(decoding: bytes[element.range], as: UTF8.self)
            switch element.kind {
            case .link: #expect(html.hasPrefix("<a href=\"") && html.hasSuffix("</a>"), "\(html)")
            case .image where element.isBlock: #expect(html.hasPrefix("<p><img src=\"") && html.hasSuffix(" /></p>"))
            case .image: #expect(html.hasPrefix("<img src=\"") && html.hasSuffix(" />"), "\(html)")
            case .heading: #expect(html.hasPrefix("<h\(element.level) id=\"\(element.id)\">"), "\(html)")
            case .codeBlock: #expect(html.hasPrefix("<pre") || html.hasPrefix("<figure"), "\(html)")
            }
            if let inner = element.innerRange {
                #expect(element.range.contains(inner.lowerBound) && inner.upperBound < element.range.upperBound)
            } else {
                #expect(element.kind == .image && !element.isBlock)
            }
        }
    }

    @Test("every body of the sample site renders the same marked")
    func sampleSite() throws {
        let folder = PackagePaths.root.appendingPathComponent("Content/episodes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(!names.isEmpty)
        var elements = 0
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let marked = Self.render(text, marks: true)
            #expect(marked.html == Self.render(text, marks: false).html, "\(name)")
            elements += marked.elements.count
        }
        #expect(elements > 100)
    }

    @Test(
        "an image alone in its paragraph is a block: its range is the paragraph",
        arguments: [
            ("![a](/a.png)\n", [true]),
            ("![a](/a.png \"T\")\n\ntext ![b](/b.png)\n", [true, false]),
            ("![a](/a.png) ![b](/b.png)\n", [false, false]),
            ("- ![a](/a.png)\n- b\n", [false]),
            ("- ![a](/a.png)\n\n- b\n", [true]),
            ("[![a](/a.png)](/x/)\n", [false]),
            ("> ![a](/a.png)\n", [true]),
        ])
    func blockImages(markdown: String, blocks: [Bool]) {
        let document = Self.render(markdown, marks: true)
        let images = document.elements.filter { $0.kind == .image }
        #expect(images.map(\.isBlock) == blocks)
        let bytes = Array(document.html.utf8)
        for image in images where image.isBlock {
            let inner = try? #require(image.innerRange)
            #expect(inner.map { String(decoding: bytes[$0], as: UTF8.self).hasPrefix("<img src=") } == true)
            #expect(image.destination.hasPrefix("%01root%01"))
        }
    }

    @Test("an element's parts")
    func parts() throws {
        let document = Self.render(
            "## Go [*there*](/episodes/a%20b/?x=1&y='2' \"T\") {#go}\n\n![A `b`\nc](pic.png \"P\")\n\n```swift\nlet a = 1\n```\n",
            marks: true)
        let bytes = Array(document.html.utf8)
        func text(_ range: Range<Int>?) -> String { range.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "-" }
        #expect(document.elements.map(\.kind) == [.heading, .link, .image, .codeBlock])
        let heading = document.elements[0]
        #expect([heading.level, heading.id, heading.text] as [AnyHashable] == [2, "go", "Go there"])
        #expect(text(heading.innerRange).hasPrefix("Go <a href="))
        let link = document.elements[1]
        #expect(link.originalDestination == "/episodes/a%20b/?x=1&y='2'")
        #expect(link.destination == "%01root%01episodes/a%20b/?x=1&y='2'")
        #expect(link.title == "T")
        #expect(text(link.innerRange) == "<em>there</em>")
        let image = document.elements[2]
        #expect(
            [image.destination, image.originalDestination, image.text, image.title] == [
                "pic.png", "pic.png", "A b c", "P",
            ])
        #expect(image.isBlock && text(image.range).hasPrefix("<p><img src=\"pic.png\""))
        let code = document.elements[3]
        #expect([code.language, code.code] == ["swift", "let a = 1\n"])
        #expect(text(code.innerRange).hasPrefix("<span class=\"hl-kw\">let</span>"))
        #expect(text(code.range).hasPrefix("<pre tabindex=\"0\"><code class=\"language-swift\">"))
    }
}
