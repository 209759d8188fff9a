/// Merges a source-ordered stream of tokens with overriding tokens (sorted, not overlapping):
/// an override replaces whatever it covers, and touching tokens of one kind become one.
struct TokenMerger {
    private var overrides: [HighlightToken]
    private var next = 0
    private var tokens: [HighlightToken] = []

    init(overrides: [HighlightToken]) {
        self.overrides = overrides
        tokens.reserveCapacity(overrides.count * 2 + 16)
    }

    /// Adds an override that starts at or after the tokens added so far and after the overrides
    /// given before it (overrides may come while the stream is read).
    mutating func override(_ token: HighlightToken) {
        overrides.append(token)
    }

    /// Adds the next token of the stream (tokens come in source order).
    mutating func add(_ token: HighlightToken) {
        var start = token.start
        while next < overrides.count, overrides[next].start < token.end {
            let override = overrides[next]
            if override.start > start { append(HighlightToken(start: start, end: override.start, kind: token.kind)) }
            append(override)
            start = max(start, override.end)
            next += 1
        }
        // What an override already covered (a name after its `@`) is not added again.
        if let last = tokens.last, last.end > start { start = last.end }
        if token.end > start { append(HighlightToken(start: start, end: token.end, kind: token.kind)) }
    }

    /// The merged tokens, with the overrides past the last token.
    mutating func finish() -> [HighlightToken] {
        while next < overrides.count {
            append(overrides[next])
            next += 1
        }
        return tokens
    }

    private mutating func append(_ token: HighlightToken) {
        if let last = tokens.last, last.end == token.start, last.kind == token.kind {
            tokens[tokens.count - 1].end = token.end
        } else if tokens.last.map({ $0.end <= token.start }) ?? true {
            tokens.append(token)
        }
    }
}
