#if DEBUG
    import Foundation
    @testable import SitegenMarkdown

    /// Fuzzes the Markdown wrapper. The first byte picks the options; the rest is the body.
    ///
    /// Checks: no NUL or other code point HTML forbids in the HTML; heading ids unique, non-empty, without spaces; unless unsafe HTML
    /// is on, no `<script` and no script-capable `href`/`src`; the reading time follows the word
    /// count; rendering is deterministic; marking the elements (for render hooks) leaves the HTML
    /// as it is; the text as a summary (`renderInline`) is inline HTML with raw HTML escaped.
    enum MarkdownFuzzing {
        nonisolated(unsafe) static let urlAttribute = #/ (?:href|src)="([^"]*)"/#

        static func run(_ bytes: [UInt8]) {
            let flags = bytes.first ?? 0
            let options = MarkdownOptions(
                unsafeHTML: flags & 1 == 1, lineOffset: Int(flags >> 4), rootPrefix: flags & 2 == 2 ? "../../" : nil)
            let markdown = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let document = MarkdownRenderer.render(markdown, options: options)
            let html = document.html
            FuzzCheck.require(HTMLCodePoints.firstForbidden(in: html) == nil, "a code point HTML forbids in the HTML")
            FuzzCheck.require(document.readingTimeMinutes == (document.wordCount + 199) / 200, "reading time")
            var ids: Set<String> = []
            for heading in document.headings {
                FuzzCheck.require(
                    !heading.id.isEmpty && !heading.id.contains(where: \.isWhitespace), "heading id '\(heading.id)'")
                FuzzCheck.require(ids.insert(heading.id).inserted, "duplicate heading id '\(heading.id)'")
                FuzzCheck.require((1...6).contains(heading.level), "heading level \(heading.level)")
            }
            if !options.unsafeHTML {
                FuzzCheck.require(!html.lowercased().contains("<script"), "a <script> tag in safe mode")
                for match in html.matches(of: urlAttribute) {
                    let value = decodeEntities(String(match.output.1))
                    FuzzCheck.require(!URLSafety.isScriptCapable(value), "script-capable URL \(value) in safe mode")
                }
            }
            if bytes.count % 8 == 0 {
                FuzzCheck.require(MarkdownRenderer.render(markdown, options: options) == document, "two renders differ")
            }
            if bytes.count % 4 == 1 { checkMarked(markdown, options: options, html: html) }
            checkInline(markdown, options: options)
        }

        /// The body with its elements marked (``MarkdownOptions/marksElements``): the same HTML,
        /// each element's range inside it and its inner range inside that.
        static func checkMarked(_ markdown: String, options: MarkdownOptions, html: String) {
            var marking = options
            marking.marksElements = true
            let marked = MarkdownRenderer.render(markdown, options: marking)
            FuzzCheck.require(marked.html == html, "marking the elements changed the HTML")
            for element in marked.elements {
                FuzzCheck.require(element.range.upperBound <= html.utf8.count, "an element's range past the HTML")
                if let inner = element.innerRange {
                    FuzzCheck.require(
                        element.range.lowerBound <= inner.lowerBound && inner.upperBound <= element.range.upperBound,
                        "an element's inner range outside it")
                }
            }
        }

        /// The same text as a front-matter summary (`renderInline`): inline HTML only, raw HTML
        /// escaped and script links neutralised whatever the options, no forbidden code points.
        static func checkInline(_ markdown: String, options: MarkdownOptions) {
            let inline = MarkdownRenderer.renderInline(markdown, options: options)
            FuzzCheck.require(
                HTMLCodePoints.firstForbidden(in: inline.html) == nil, "a forbidden code point in inline HTML")
            FuzzCheck.require(
                HTMLCodePoints.firstForbidden(in: inline.text) == nil, "a forbidden code point in inline text")
            let lowered = inline.html.lowercased()
            for tag in ["<script", "<p>", "<li", "<pre", "<h1", "<h2", "<blockquote", "<table", "<div", "<!--"] {
                FuzzCheck.require(!lowered.contains(tag), "\(tag) in inline HTML")
            }
            for match in inline.html.matches(of: urlAttribute) {
                let value = decodeEntities(String(match.output.1))
                FuzzCheck.require(!URLSafety.isScriptCapable(value), "script-capable URL \(value) in inline HTML")
            }
        }

        /// Decodes the character references cmark writes into attribute values.
        static func decodeEntities(_ text: String) -> String {
            guard text.contains("&") else { return text }
            var result = ""
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                result += rest[..<amp]
                rest = rest[amp...]
                guard let semi = rest.prefix(12).firstIndex(of: ";") else {
                    result += "&"
                    rest = rest.dropFirst()
                    continue
                }
                let name = rest[rest.index(after: rest.startIndex)..<semi]
                let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
                if let value = named[String(name)] {
                    result += value
                } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += rest[...semi]
                }
                rest = rest[rest.index(after: semi)...]
            }
            return result + rest
        }
    }
#endif
