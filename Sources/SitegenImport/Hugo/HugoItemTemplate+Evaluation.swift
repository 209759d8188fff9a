import Foundation

extension HugoItemTemplate {
    /// A value as a Go template holds it; nil where one is not written as Hugo would write it.
    enum Value {
        case missing
        case text(String)
        case flag(Bool)
        case number(String, isZero: Bool)
        case map([String: Any])

        /// A front matter or settings value.
        init?(_ any: Any?) {
            switch any {
            case nil, is NSNull: self = .missing
            case let text as String: self = .text(text)
            case let flag as Bool: self = .flag(flag)
            case let number as Int: self = .number(String(number), isZero: number == 0)
            case let number as Double where number.rounded() == number && abs(number) < 1e15:
                self = .number(String(Int(number)), isZero: number == 0)
            case let map as [String: Any]: self = .map(map)
            default: return nil
            }
        }

        /// The value as the template writes it (a map is not written).
        var written: String? {
            switch self {
            case .missing: ""
            case .text(let text): text
            case .flag(let flag): flag ? "true" : "false"
            case .number(let text, _): text
            case .map: nil
            }
        }

        /// Go's truth: everything but a missing value, `false`, zero and what is empty.
        var isTruthy: Bool {
            switch self {
            case .missing: false
            case .text(let text): !text.isEmpty
            case .flag(let flag): flag
            case .number(_, let isZero): !isZero
            case .map(let map): !map.isEmpty
            }
        }
    }

    /// What the dot is: the page the range is at, or the value a `with` took.
    enum Dot {
        case page
        case value(Value)
    }

    /// Evaluates a guid's nodes for one page.
    struct Evaluator {
        var page: Page
        var site: Site

        /// Writes the nodes' text; false where a value is not one the type writes.
        func append(_ nodes: [Node], dot: Dot, to text: inout String) -> Bool {
            for node in nodes {
                switch node {
                case .text(let literal): text += literal
                case .output(let pipeline):
                    guard let written = evaluate(pipeline, dot: dot)?.written else { return false }
                    text += written
                case .branch(let binds, let condition, let then, let otherwise):
                    guard let value = evaluate(condition, dot: dot) else { return false }
                    let holds = value.isTruthy
                    guard append(holds ? then : otherwise, dot: holds && binds ? .value(value) : dot, to: &text)
                    else { return false }
                }
            }
            return true
        }

        private func evaluate(_ pipeline: Pipeline, dot: Dot) -> Value? {
            var piped: Value?
            for command in pipeline.commands {
                guard let value = evaluate(command, piped: piped, dot: dot) else { return nil }
                piped = value
            }
            return piped
        }

        private func evaluate(_ command: [Operand], piped: Value?, dot: Dot) -> Value? {
            guard let first = command.first else { return nil }
            var arguments: [Value] = []
            for operand in command.dropFirst() {
                guard let value = value(of: operand, dot: dot) else { return nil }
                arguments.append(value)
            }
            if let piped { arguments.append(piped) }
            switch first {
            case .function(let name): return call(name, arguments)
            case .dot(let path), .page(let path):
                guard path == ["Param"], case .page = dot else {
                    return arguments.isEmpty ? value(of: first, dot: dot) : nil
                }
                // `.Param "key"`: the page's parameter, else the site's.
                guard arguments.count == 1, case .text(let key) = arguments[0] else { return nil }
                let own = Self.lookup(page.params, [key])
                if case .missing = own { return Self.lookup(site.settings["params"] as? [String: Any] ?? [:], [key]) }
                return own
            default: return arguments.isEmpty ? value(of: first, dot: dot) : nil
            }
        }

        private func value(of operand: Operand, dot: Dot) -> Value? {
            switch operand {
            case .text(let text): return .text(text)
            case .number(let text): return .number(text, isZero: Double(text) == 0)
            case .pipeline(let pipeline): return evaluate(pipeline, dot: dot)
            case .function(let name): return call(name, [])
            case .page(let path): return pageField(path)
            case .site(let path): return siteField(path)
            case .dot(let path):
                switch dot {
                case .page: return path.isEmpty ? nil : pageField(path)
                case .value(let value):
                    if path.isEmpty { return value }
                    guard case .map(let map) = value else { return nil }
                    return Self.lookup(map, path)
                }
            }
        }

        private func pageField(_ path: [String]) -> Value? {
            guard let name = path.first else { return nil }
            let rest = Array(path.dropFirst())
            switch (name, rest.count) {
            case ("Permalink", 0): return .text(page.permalink)
            case ("RelPermalink", 0): return .text(page.relPermalink)
            case ("Params", 0): return .map(page.params)
            case ("Params", 1...): return Self.lookup(page.params, rest)
            case ("Title", 0), ("Slug", 0), ("Description", 0): return Value(page.params[name.lowercased()])
            case ("Site", 1...): return siteField(rest)
            case ("File", 1):
                let stem = (page.fileName as NSString).deletingPathExtension
                switch rest[0] {
                case "LogicalName": return .text(page.fileName)
                case "BaseFileName", "TranslationBaseName": return .text(stem)
                case "ContentBaseName": return .text(page.contentBaseName)
                default: return nil
                }
            default: return nil
            }
        }

        private func siteField(_ path: [String]) -> Value? {
            switch (path.first, path.count) {
            case ("BaseURL", 1): return .text(site.baseURL)
            case ("Title", 1): return Value(site.settings["title"])
            case ("LanguageCode", 1): return Value(site.settings["languagecode"])
            case ("Params", 1): return .map(site.settings["params"] as? [String: Any] ?? [:])
            case ("Params", 2...):
                return Self.lookup(site.settings["params"] as? [String: Any] ?? [:], Array(path.dropFirst()))
            default: return nil
            }
        }

        /// A value under keys (Hugo's parameters' keys are in lowercase).
        static func lookup(_ map: [String: Any], _ keys: [String]) -> Value? {
            var current: Any? = map
            for key in keys {
                guard let map = current as? [String: Any] else { return current == nil ? .missing : nil }
                current = map[key.lowercased()] ?? map.first { $0.key.lowercased() == key.lowercased() }?.value
            }
            return Value(current)
        }

        private func call(_ name: String, _ arguments: [Value]) -> Value? {
            let texts = arguments.map(\.written)
            func only() -> String? { texts.count == 1 ? texts[0] : nil }
            switch name {
            case "default":
                guard arguments.count == 2 else { return nil }
                if case .flag = arguments[1] { return arguments[1] }
                return arguments[1].isTruthy ? arguments[1] : arguments[0]
            case "absURL", "absLangURL", "urls.AbsURL", "urls.AbsLangURL":
                guard let path = only() else { return nil }
                if path.contains("://") { return .text(path) }
                return .text(path.hasPrefix("/") ? site.host + path : site.root + "/" + path)
            case "relURL", "relLangURL", "urls.RelURL", "urls.RelLangURL":
                guard let path = only() else { return nil }
                if path.contains("://") || path.hasPrefix("/") { return .text(path) }
                return .text(site.basePath + "/" + path)
            case "safeURL", "safeHTML", "safeHTMLAttr", "string", "chomp", "strings.Chomp":
                guard var text = only() else { return nil }
                if name.hasSuffix("homp") { while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() } }
                return .text(text)
            case "lower", "strings.ToLower": return only().map { .text($0.lowercased()) }
            case "upper", "strings.ToUpper": return only().map { .text($0.uppercased()) }
            case "strings.TrimSuffix", "strings.TrimPrefix":
                guard texts.count == 2, let cut = texts[0], var text = texts[1] else { return nil }
                if name.hasSuffix("Suffix") {
                    if !cut.isEmpty, text.hasSuffix(cut) { text.removeLast(cut.count) }
                } else if !cut.isEmpty, text.hasPrefix(cut) {
                    text.removeFirst(cut.count)
                }
                return .text(text)
            case "isset":
                // `isset .Params "guid"`: whether the map has the key (in any case, as Hugo's are).
                guard arguments.count == 2, case .map(let map) = arguments[0], case .text(let key) = arguments[1]
                else { return nil }
                return .flag(map.keys.contains { $0.lowercased() == key.lowercased() })
            case "eq", "ne":
                guard arguments.count >= 2, let first = texts[0], texts.allSatisfy({ $0 != nil }) else { return nil }
                let equal = texts.dropFirst().contains { $0 == first }
                return .flag(name == "eq" ? equal : !equal)
            case "not": return arguments.count == 1 ? .flag(!arguments[0].isTruthy) : nil
            case "and", "or":
                // Go's: the first value that decides (false for `and`, true for `or`), else the last.
                guard let last = arguments.last else { return nil }
                return arguments.first { $0.isTruthy == (name == "or") } ?? last
            case "print":
                var output = ""
                for (index, argument) in arguments.enumerated() {
                    guard let text = argument.written else { return nil }
                    let betweenNonTexts =
                        index > 0 && !Self.isText(argument) && !Self.isText(arguments[index - 1])
                    output += (betweenNonTexts ? " " : "") + text
                }
                return .text(output)
            case "urls.JoinPath":
                // The elements joined by single `/`s (RustTalk/rusttalk.github.io's enclosure:
                // `urls.JoinPath .Site.Params.mp3Root "RustTalk" .File.BaseFileName`).
                guard !texts.isEmpty, texts.allSatisfy({ $0 != nil }) else { return nil }
                let parts = texts.compactMap { $0 }.enumerated().map { index, part in
                    var trimmed = index == 0 ? Substring(part) : part.drop { $0 == "/" }
                    while trimmed.hasSuffix("/") { trimmed.removeLast() }
                    return String(trimmed)
                }
                return .text(parts.filter { !$0.isEmpty }.joined(separator: "/"))
            case "printf":
                guard let format = texts.first ?? nil else { return nil }
                return Self.printf(format, Array(arguments.dropFirst())).map { .text($0) }
            default: return nil
            }
        }

        private static func isText(_ value: Value) -> Bool {
            if case .text = value { return true }
            return false
        }

        /// Go's `printf` with `%s`, `%v`, `%d` and `%%`; nil for another verb or a count that
        /// does not match.
        private static func printf(_ format: String, _ arguments: [Value]) -> String? {
            var output = ""
            var remaining = arguments[...]
            var characters = format[...]
            while let character = characters.popFirst() {
                guard character == "%" else {
                    output.append(character)
                    continue
                }
                switch characters.popFirst() {
                case "%": output += "%"
                case "s", "v", "d":
                    guard let argument = remaining.popFirst(), let text = argument.written else { return nil }
                    output += text
                default: return nil
                }
            }
            return remaining.isEmpty ? output : nil
        }
    }
}
