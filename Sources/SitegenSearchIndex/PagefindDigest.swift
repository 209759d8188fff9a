/// A page's text cut into words as Pagefind 1.5 cuts it (its `parse_digest`): each word
/// normalised (letters and digits, lowercased), stripped of diacritics and stemmed, compound
/// words also indexed by their parts, weights following the markers headings left in the text,
/// and anchors placed at the word they precede.
struct PagefindDigest {
    /// An anchor: its element, its `id`, its text and the position of the word it precedes.
    struct Anchor: Equatable {
        var element: String
        var id: String
        var text: String
        var location: Int
    }

    /// English stems, when the page is English.
    let stems: PagefindStems?
    /// The text, words joined by single spaces.
    var content = ""
    var words: [String: PagefindRecord.Word] = [:]
    var anchors: [Anchor] = []
    var wordCount = 0
    private var position = 0
    private var weights = [24]

    init(stems: PagefindStems?) {
        self.stems = stems
    }

    /// Reads a page's digest.
    mutating func read(_ page: PagefindPageContent) throws(UnsupportedPage) {
        try read(page.digest, anchorContent: page.anchorContent)
    }

    /// Reads `text`, its anchors' words from `anchorContent`.
    mutating func read(_ text: String, anchorContent: [String: String]) throws(UnsupportedPage) {
        let bytes = Array(text.utf8)
        var last = 0
        var place = 0
        while place < bytes.count {
            let space = PagefindText.whitespaceLength(bytes, at: place)
            guard space == 0 else {
                place += space
                continue
            }
            let start = place
            while place < bytes.count && PagefindText.whitespaceLength(bytes, at: place) == 0 { place += 1 }
            let word = bytes[start..<place]
            if word.first == UInt8(ascii: "_"), try marker(String(decoding: word, as: UTF8.self), anchorContent) {
                continue
            }
            guard word.allSatisfy({ $0 < 0x80 }) ? addASCII(word) : add(String(decoding: word, as: UTF8.self)) else {
                continue
            }
            last = position
            position += 1
        }
        if content.hasSuffix(" ") { content.removeLast() }
        wordCount = position == 0 ? 1 : last + 1
    }

    /// ``add(_:)`` for a word of ASCII characters, byte by byte.
    private mutating func addASCII(_ word: ArraySlice<UInt8>) -> Bool {
        content += String(decoding: word, as: UTF8.self)
        content += " "
        var normalized: [UInt8] = []
        normalized.reserveCapacity(word.count)
        var compound = false
        for (place, byte) in word.enumerated() {
            let alphanumeric = PagefindText.isASCIIAlphanumeric(byte)
            let upper = byte >= 0x41 && byte <= 0x5A
            if !alphanumeric || (place > 0 && upper) { compound = true }
            if alphanumeric || byte == UInt8(ascii: "_") { normalized.append(upper ? byte | 0x20 : byte) }
        }
        let weight = weights.last ?? 24
        if !normalized.isEmpty { store(String(decoding: normalized, as: UTF8.self), weight: weight) }
        guard compound, !normalized.isEmpty else { return true }
        storeParts(PagefindWordParts.asciiParts(word), of: normalized, weight: weight)
        return true
    }

    /// Records a compound word's parts (UTF-8, separated by spaces) when they are more than the
    /// word itself: those of two bytes or more, sharing the word's weight.
    private mutating func storeParts(_ parts: [UInt8], of word: [UInt8], weight: Int) {
        guard parts.contains(0x20) || !word.starts(with: parts) else { return }
        let kept = parts.split(separator: 0x20).filter { $0.count > 1 }
        guard !kept.isEmpty else { return }
        let share = weight == 0 ? 0 : max(1, weight / kept.count)
        for part in kept { store(String(decoding: part, as: UTF8.self), weight: share) }
    }

    /// Handles a marker of Pagefind's; `false` when `word` is none.
    private mutating func marker(
        _ word: String, _ anchorContent: [String: String]
    ) throws(UnsupportedPage)
        -> Bool
    {
        if word.hasPrefix("___PAGEFIND_ANCHOR___") {
            let rest = word.dropFirst("___PAGEFIND_ANCHOR___".count)
            guard let colon = rest.firstIndex(of: ":") else { return true }
            let element = String(rest[..<colon])
            let anchorID = String(rest[rest.index(after: colon)...])
            let text = try PagefindText.normalize(anchorContent[anchorID] ?? "")
            if let second = anchorID.firstIndex(of: ":") {
                anchors.append(
                    Anchor(
                        element: element, id: String(anchorID[anchorID.index(after: second)...]), text: text,
                        location: position))
            }
            return true
        }
        if word.hasPrefix("___PAGEFIND_WEIGHT___") {
            let weight = Float(word.dropFirst("___PAGEFIND_WEIGHT___".count)) ?? 1
            weights.append(weight <= 0 ? 0 : weight.isNaN ? 1 : max(1, Int(UInt8(min(max(weight, 0), 10) * 24))))
            return true
        }
        if word.hasPrefix("___PAGEFIND_AUTO_WEIGHT___") {
            var weight = Float(word.dropFirst("___PAGEFIND_AUTO_WEIGHT___".count)) ?? 1
            if weight.isNaN { weight = 0 }
            weights.append(weights.count == 1 ? Int(UInt8(min(max(weight, 0), 10) * 24)) : weights[weights.count - 1])
            return true
        }
        if word.hasPrefix("___END_PAGEFIND_WEIGHT___") {
            weights.removeLast()
            return true
        }
        return false
    }

    /// Adds a word of the text at the current position; `false` when it has nothing but zero-width
    /// spaces.
    private mutating func add(_ text: String) -> Bool {
        let base = text.unicodeScalars.contains("\u{200B}") ? String(text.filter { $0 != "\u{200B}" }) : text
        guard !base.isEmpty else { return false }
        content += base
        content += " "
        var normalized = String.UnicodeScalarView()
        // A word may be compound when it has punctuation or a capital after its first letter.
        var compound = false
        for (place, scalar) in base.unicodeScalars.enumerated() {
            let alphanumeric = PagefindText.isAlphanumeric(scalar)
            if !alphanumeric || (place > 0 && scalar.properties.isUppercase) { compound = true }
            guard alphanumeric || PagefindText.includedCharacters.contains(scalar) else { continue }
            if scalar.isASCII {
                normalized.append(Unicode.Scalar(UInt8(scalar.value) | (scalar.properties.isUppercase ? 0x20 : 0)))
            } else if scalar.properties.isUppercase {
                normalized.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                normalized.append(scalar)
            }
        }
        let weight = weights.last ?? 24
        let word = String(normalized)
        if !word.isEmpty { store(word, weight: weight) }
        guard compound else { return true }
        let split = PagefindWordParts(base)
        if !word.isEmpty { storeParts(Array(split.parts.utf8), of: Array(word.utf8), weight: weight) }
        for emoji in split.emoji ?? [] { store(emoji, weight: weight, folding: false) }
        return true
    }

    /// Records `word` at the current position: under its stem without diacritics, as a variant
    /// when it had some.
    private mutating func store(_ word: String, weight: Int, folding: Bool = true) {
        let folded = folding ? PagefindText.folded(word) : word
        let key = stem(folded)
        let place = PagefindRecord.Place(position: position, weight: weight)
        if folded == word {
            words[key, default: PagefindRecord.Word()].places.text.append(place)
        } else {
            words[key, default: PagefindRecord.Word()].variants[word, default: PagefindRecord.Places()].text.append(
                place)
        }
    }

    private func stem(_ word: String) -> String {
        stems?.stem(word) ?? word
    }
}
