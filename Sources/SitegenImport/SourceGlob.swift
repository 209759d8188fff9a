/// A pattern of `--episodes` and `--pages`, matched against a source file's path as the report
/// names it (`content/sponsors/*.md`): `*` is any characters but `/`, `**` any folders, `?` one
/// character but `/`; a pattern without them names a file or a folder and everything in it.
struct SourceGlob: Sendable, Hashable {
    /// The pattern as given.
    var pattern: String

    /// Whether the pattern names `path`.
    func matches(_ path: String) -> Bool {
        let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if !trimmed.contains(where: { "*?".contains($0) }) {
            return path == trimmed || path.hasPrefix(trimmed + "/")
        }
        return Self.matches(Array(trimmed.utf8), Array(path.utf8))
    }

    /// Whether a pattern's bytes match a path's as a whole.
    private static func matches(_ pattern: [UInt8], _ path: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*")
        let slash = UInt8(ascii: "/")
        // Positions reachable in the path for each position in the pattern, walked left to right.
        var states: Set<Int> = [0]
        var index = 0
        while index < pattern.count {
            var next: Set<Int> = []
            if pattern[index] == star, index + 1 < pattern.count, pattern[index + 1] == star {
                // `**/` matches no folder or any folders; `**` at the end matches the rest.
                let consumesSlash = index + 2 < pattern.count && pattern[index + 2] == slash
                for start in states {
                    for end in start...path.count {
                        next.insert(end)
                        if consumesSlash, end < path.count, path[end] == slash { next.insert(end + 1) }
                    }
                }
                if consumesSlash {
                    // `a/**/b` also matches `a/b`: the slash after `**` is optional after a slash.
                    next = next.filter { $0 == 0 || path[$0 - 1] == slash }
                }
                index += consumesSlash ? 3 : 2
            } else if pattern[index] == star {
                for start in states {
                    var end = start
                    next.insert(end)
                    while end < path.count, path[end] != slash {
                        end += 1
                        next.insert(end)
                    }
                }
                index += 1
            } else {
                let isAny = pattern[index] == UInt8(ascii: "?")
                for start in states where start < path.count {
                    if isAny ? path[start] != slash : path[start] == pattern[index] { next.insert(start + 1) }
                }
                index += 1
            }
            states = next
            if states.isEmpty { return false }
        }
        return states.contains(path.count)
    }
}
