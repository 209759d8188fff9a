/// Start and end tags, as Pagefind's element handlers take them.
extension PagefindPageReader {
    mutating func open(_ tag: String, _ attributes: [(String, String)], selfClosing: Bool) throws(UnsupportedPage) {
        func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
        if tag == "html" {
            hasHTMLElement = true
            if let lang = attribute("lang") { language = lang.lowercased() }
        } else if !insideHTML {
            return
        }
        if attribute("data-pagefind-sort") != nil {
            throw UnsupportedPage(reason: "data-pagefind-sort")
        }
        let explicitIgnore: Status? = attribute("data-pagefind-ignore").map { value in
            switch value.lowercased() {
            case "", "index", "true": .ignored
            default: .excluded
            }
        }
        let status: Status =
            attribute("data-pagefind-body") != nil ? .body : explicitIgnore ?? .indexing
        let parts = { (name: String) in attribute(name).map { Self.attributeList($0, attributes) } }
        var anchorID: String?
        if status != .excluded && status != .ignored, let id = attribute("id") {
            let parent = stack[stack.count - 1]
            if !(parent.status == .parentOfBody && status != .body && status != .parentOfBody) {
                let elementID = String(
                    String.UnicodeScalarView(id.unicodeScalars.filter { !PagefindText.isWhitespace($0) }))
                stack[stack.count - 1].value += " ___PAGEFIND_ANCHOR___\(tag):\(anchorCounter):\(elementID) "
                anchorID = "\(anchorCounter):\(elementID)"
                anchorCounter += 1
            }
        }
        if status != .excluded {
            if let names = attribute("data-pagefind-index-attrs") {
                for name in names.split(separator: ",", omittingEmptySubsequences: false) {
                    var value = attribute(Self.trimmed(String(name))) ?? ""
                    if let last = value.unicodeScalars.last, Self.endsSentence(last) { value += "." }
                    stack[stack.count - 1].value += " \(value) "
                }
            }
            if tag == "br" { stack[stack.count - 1].value += " " }
        }
        let parent = stack[stack.count - 1]
        let kind = Self.kinds[tag] ?? []
        var anchors = parent.anchorIDs != nil && kind.contains(.inline) ? parent.anchorIDs : nil
        if let anchorID { anchors = (anchors ?? []) + [anchorID] }
        var node = Node(
            tag: tag, kind: kind, status: parent.status == .excluded ? .excluded : status,
            filter: parts("data-pagefind-filter"),
            sort: nil, meta: parts("data-pagefind-meta"), defaultMeta: parts("data-pagefind-default-meta"),
            weight: attribute("data-pagefind-weight"), anchorIDs: anchors)
        // Pagefind's removal selectors mark the element ignored after it was made.
        if kind.contains(.removed) { node.status = .ignored }
        stack.append(node)
        if tag == "svg" || tag == "math" { foreignDepth += 1 }
        if kind.contains(.void) || (selfClosing && foreignDepth > 0) {
            let closed = stack.removeLast()
            if tag == "svg" || tag == "math" { foreignDepth -= 1 }
            guard closed.status != .excluded else { return }
            try collect(closed)
            if tag == "img", meta["auto_image"] == nil, meta["auto_title"] != nil || meta["title"] != nil,
                let source = attribute("src")
            {
                meta["auto_image"] = source
                if let alt = attribute("alt") { meta["auto_image_alt"] = alt }
            }
        }
    }

    mutating func close(_ tag: String) throws(UnsupportedPage) {
        guard insideHTML else { return }
        guard stack[stack.count - 1].tag == tag else {
            throw UnsupportedPage(reason: "</\(tag)> does not close the open <\(stack[stack.count - 1].tag)>")
        }
        var node = stack.removeLast()
        if tag == "svg" || tag == "math" { foreignDepth -= 1 }
        guard node.status != .excluded else { return }
        try collect(node)
        if tag == "h1", meta["auto_title"] == nil, !Self.trimmed(node.value).isEmpty {
            meta["auto_title"] = try PagefindText.normalize(node.value)
        }
        if tag == "title", meta["auto_page_title"] == nil {
            meta["auto_page_title"] = try PagefindText.normalize(node.value)
        }
        guard node.status != .ignored else { return }
        // The node's text is handed up between a prefix and a suffix, not copied into a new string.
        var prefix = ""
        var suffix = ""
        if node.kind.contains(.sentence) {
            prefix = " "
            let last = node.value.unicodeScalars.last ?? " "
            suffix = Self.endsSentence(last) ? ". " : " "
        }
        if let weight = node.weight {
            prefix = " ___PAGEFIND_WEIGHT___\(weight) " + prefix
            suffix += " ___END_PAGEFIND_WEIGHT___ "
        } else if let level = Self.headingLevel(tag) {
            prefix = " ___PAGEFIND_AUTO_WEIGHT___\(level) " + prefix
            suffix += " ___END_PAGEFIND_WEIGHT___ "
        }
        hand(node, to: stack.count - 1, prefix: prefix, suffix: suffix)
    }

    /// Adds a closed node's text to its parent's, as Pagefind does once the node's end tag is read.
    mutating func hand(_ node: Node, to place: Int, prefix: String = "", suffix: String = "") {
        let parentStatus = stack[place].status
        if parentStatus == .parentOfBody && node.status != .body && node.status != .parentOfBody { return }
        switch node.status {
        case .ignored, .excluded: return
        case .indexing: break
        case .body, .parentOfBody:
            if parentStatus != .parentOfBody { stack[place].value = "" }
            stack[place].status = .parentOfBody
        }
        stack[place].value += prefix
        stack[place].value += node.value
        stack[place].value += suffix
    }

    /// Takes a closed node's filters and meta.
    mutating func collect(_ node: Node) throws(UnsupportedPage) {
        for filter in node.filter ?? [] {
            if let (name, value) = try Self.pair(filter, node) { filters[name, default: []].append(value) }
        }
        for field in node.meta ?? [] {
            if let (name, value) = try Self.pair(field, node) { meta[name] = value }
        }
        for field in node.defaultMeta ?? [] {
            if let (name, value) = try Self.pair(field, node) { defaultMeta[name] = value }
        }
    }

    /// `name:value`, or `name` with the node's text (Pagefind's `get_attribute_pair`).
    static func pair(_ input: String, _ node: Node) throws(UnsupportedPage) -> (String, String)? {
        if let colon = input.firstIndex(of: ":") {
            return (String(input[..<colon]), try PagefindText.normalize(String(input[input.index(after: colon)...])))
        }
        return node.value.isEmpty ? nil : (input, try PagefindText.normalize(node.value))
    }

    /// A `data-pagefind-filter`/`-meta` value as its list of `name` or `name:value` entries, an
    /// entry `name[attribute]` taking the element's attribute (Pagefind's `parse_attr_string`).
    static func attributeList(_ input: String, _ attributes: [(String, String)]) -> [String] {
        if let colon = input.firstIndex(of: ":") {
            var list = attributeList(String(input[..<colon]), attributes)
            if !list.isEmpty { list[list.count - 1] += ":" + input[input.index(after: colon)...] }
            return list
        }
        return input.split(separator: ",", omittingEmptySubsequences: false).map { chunk in
            let entry = trimmed(String(chunk))
            if let open = entry.firstIndex(of: "["), entry.hasSuffix("]"), open != entry.startIndex,
                !entry[..<open].contains("]"), entry.index(after: open) < entry.index(before: entry.endIndex)
            {
                let name = String(entry[..<open])
                let key = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
                return "\(name):\(attributes.first { $0.0 == key }?.1 ?? "")"
            }
            return entry
        }
    }

    /// `text` without Unicode whitespace at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !PagefindText.isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !PagefindText.isWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether a block ending in `scalar` gets a full stop (Pagefind's `[\w'"\)\$\*]`).
    static func endsSentence(_ scalar: Unicode.Scalar) -> Bool {
        if "'\")$*".unicodeScalars.contains(scalar) { return true }
        if PagefindText.isAlphanumeric(scalar) && !scalar.isASCII {
            switch scalar.properties.generalCategory {
            case .letterNumber, .otherNumber: return scalar.properties.isAlphabetic
            default: return true
            }
        }
        if scalar.isASCII { return PagefindText.isAlphanumeric(scalar) || scalar == "_" }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }
}
