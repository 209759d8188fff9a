extension Site.Unpublished {
    /// What a build's summary line adds about them, or `nil` when none was left out:
    /// `left out 2 drafts (--drafts) and 1 future-dated episode (--future)`.
    public var sentence: String? {
        var parts: [String] = []
        if drafts > 0 { parts.append("\(drafts) draft\(drafts == 1 ? "" : "s") (--drafts)") }
        if future > 0 { parts.append("\(future) future-dated episode\(future == 1 ? "" : "s") (--future)") }
        return parts.isEmpty ? nil : "left out " + parts.joined(separator: " and ")
    }
}
