/// Finds the `:root` rules of a stylesheet and their custom properties: just enough of CSS's
/// syntax (comments, strings, blocks, parentheses) to read a theme's design tokens.
enum CSSRootRules {
    /// Which colour scheme a `:root` rule's values are for.
    enum Scheme: Sendable, Equatable {
        /// A `:root` rule at the top level: every scheme's, unless the dark one changes it.
        case light
        /// A `:root` rule inside `@media (prefers-color-scheme: dark)`.
        case dark
        /// A `:root` rule inside any other at-rule: its names are tokens, its values conditional.
        case other
    }

    /// One `:root` rule.
    struct Rule: Sendable {
        /// The scheme it is for.
        var scheme: Scheme
        /// Its custom properties in order: the name without `--`, and the value with its runs of
        /// white space made one space.
        var declarations: [(name: String, value: String)]
    }

    /// The `:root` rules of a stylesheet, in order.
    static func scan(_ css: String) -> [Rule] {
        let scalars = Array(css.unicodeScalars)
        var rules: [Rule] = []
        var preludes: [String] = []
        var current = String.UnicodeScalarView()
        var parentheses = 0
        var index = 0
        /// The rule being read, when the innermost block is a `:root` rule.
        var open: Rule?
        func finishDeclaration() {
            if open != nil, let declaration = customProperty(String(current)) {
                open?.declarations.append(declaration)
            }
            current = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
                current.append(" ")
                continue
            }
            if scalar == "\"" || scalar == "'" {
                current.append(scalar)
                index += 1
                while index < scalars.count, scalars[index] != scalar, scalars[index] != "\n" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        current.append(scalars[index])
                        index += 1
                    }
                    current.append(scalars[index])
                    index += 1
                }
                if index < scalars.count, scalars[index] == scalar { current.append(scalar) }
                index += 1
                continue
            }
            index += 1
            switch scalar {
            case "(":
                parentheses += 1
                current.append(scalar)
            case ")":
                parentheses = max(0, parentheses - 1)
                current.append(scalar)
            case ";" where parentheses == 0:
                finishDeclaration()
            case "{":
                let prelude = collapsed(String(current))
                preludes.append(prelude)
                current = String.UnicodeScalarView()
                parentheses = 0
                if let rule = open {
                    // A block inside a `:root` rule (nesting): its declarations are not the root's.
                    rules.append(rule)
                    open = nil
                }
                if prelude == ":root" { open = Rule(scheme: scheme(of: preludes.dropLast()), declarations: []) }
            case "}":
                finishDeclaration()
                if let rule = open { rules.append(rule) }
                open = nil
                parentheses = 0
                _ = preludes.popLast()
            default:
                current.append(scalar)
            }
        }
        if let rule = open { rules.append(rule) }
        return rules
    }

    /// The scheme of a `:root` rule inside these at-rules.
    private static func scheme(of outer: ArraySlice<String>) -> Scheme {
        if outer.isEmpty { return .light }
        let words = outer.map { $0.lowercased().filter { !$0.isWhitespace } }
        return words == ["@media(prefers-color-scheme:dark)"] ? .dark : .other
    }

    /// A declaration's custom property name (without `--`) and value, if it declares one.
    private static func customProperty(_ text: String) -> (name: String, value: String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = collapsed(String(text[..<colon]))
        guard name.hasPrefix("--"), name.count > 2 else { return nil }
        let value = collapsed(String(text[text.index(after: colon)...]))
        return (String(name.dropFirst(2)), value)
    }

    /// A text with its runs of white space made one space, and none at its ends.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
