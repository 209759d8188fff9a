import Foundation

/// The new URLs of an import's episodes and pages by every name Hugo's `ref` and `relref`
/// accept: the path under `content/` with or without `.md`, a leaf bundle's folder, and the
/// file's own name when no other file has it.
struct HugoPageIndex {
    private var urls: [String: String] = [:]
    private var ambiguous: Set<String> = []

    /// Adds a page read from `path` (`content/show-a/first.md`) and published at `url`.
    mutating func add(_ path: String, _ url: String) {
        var relative = path.hasPrefix("content/") ? String(path.dropFirst("content/".count)) : path
        if relative.hasSuffix(".md") { relative.removeLast(3) }
        var names = [relative]
        var parts = relative.split(separator: "/").map(String.init)
        if parts.last == "index" || parts.last == "_index" {
            parts.removeLast()
            names.append(parts.joined(separator: "/"))
        }
        if let last = parts.last { names.append(last) }
        for (offset, name) in names.enumerated() where !name.isEmpty {
            // The full path is unique; a short name is only kept while one page has it.
            if offset > 0, let other = urls[name], other != url {
                ambiguous.insert(name)
                continue
            }
            urls[name] = url
        }
    }

    /// The URL of the page a `ref` names, or `nil` when none (or more than one) has that name.
    func url(_ reference: String) -> String? {
        var name = reference.trimmingCharacters(in: .whitespaces)
        while name.hasPrefix("./") { name.removeFirst(2) }
        while name.hasPrefix("/") { name.removeFirst() }
        if name.hasSuffix(".md") { name.removeLast(3) }
        while name.hasSuffix("/") { name.removeLast() }
        guard !ambiguous.contains(name) else { return nil }
        return urls[name]
    }
}
