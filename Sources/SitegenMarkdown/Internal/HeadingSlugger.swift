/// Turns heading text into `id` slugs that are unique within one document.
///
/// ASCII letters are lowercased, letters and digits of any script are kept, every other run of
/// characters becomes one `-`, and the result is trimmed of dashes (`"section"` if nothing is
/// left). The second `intro` becomes `intro-1`, the third `intro-2`, skipping any id taken.
///
/// Ids that start with `fn-` or `fnref-` belong to cmark-gfm's footnotes and ids that start with
/// `sg-` to the theme (`sg-main`); a heading slug that would start with one of them gets
/// `section-` in front, so no page ever has two elements with one id.
struct HeadingSlugger {
    /// Id prefixes that headings must not use.
    static let reservedPrefixes = ["fn-", "fnref-", "sg-"]

    private var used: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    /// Returns an id for a heading with this text that no earlier heading received.
    mutating func uniqueID(for text: String) -> String {
        unique(Self.slug(text))
    }

    /// Returns the id a heading asks for (`{#setup}`), made unique as slugs are and kept clear of
    /// the reserved prefixes.
    mutating func uniqueID(custom id: String) -> String {
        unique(Self.reservedPrefixes.contains(where: id.hasPrefix) ? "section-" + id : id)
    }

    /// `base`, or `base-N` with the first N no earlier heading received.
    private mutating func unique(_ base: String) -> String {
        var suffix = nextSuffix[base, default: 0]
        var candidate = suffix == 0 ? base : "\(base)-\(suffix)"
        while used.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        nextSuffix[base] = suffix + 1
        used.insert(candidate)
        return candidate
    }

    /// Returns the slug of a text, before de-duplication.
    static func slug(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        if slug.isEmpty { return "section" }
        return reservedPrefixes.contains(where: slug.hasPrefix) ? "section-" + slug : slug
    }

    /// The slug of an all-ASCII text by bytes (the same result as the general path), else nil.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var pendingDash = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lower)
            } else {
                pendingDash = true
            }
        }
        if bytes.isEmpty { return "section" }
        let slug = String(decoding: bytes, as: UTF8.self)
        return reservedPrefixes.contains(where: slug.hasPrefix) ? "section-" + slug : slug
    }
}
