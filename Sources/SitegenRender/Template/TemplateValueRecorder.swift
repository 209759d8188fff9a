public import Foundation

/// Records the shape of the values each template is rendered with (every name a template can
/// write, its kind and a first example), for `sitegen theme values`: a reference made from a
/// real build, so it cannot drift from what sitegen gives.
public final class TemplateValueRecorder: @unchecked Sendable {
    /// What one name holds across every render: its kinds and the first example seen.
    struct Entry {
        var kinds: Set<String> = []
        var example: String?
    }

    private let lock = NSLock()
    private var shapes: [String: [String: Entry]] = [:]

    /// Creates an empty recorder.
    public init() {}

    /// Adds the shape of `value`, the context of the template `name`.
    func record(_ value: TemplateValue, template name: String) {
        var found: [String: Entry] = [:]
        walk(value, path: "", into: &found)
        lock.lock()
        defer { lock.unlock() }
        shapes[name, default: [:]].merge(found) { old, new in
            Entry(kinds: old.kinds.union(new.kinds), example: old.example ?? new.example)
        }
    }

    /// Each template's names, sorted: `(template, [(path, kinds, example)])`.
    public var templates: [(template: String, names: [(path: String, kinds: String, example: String)])] {
        lock.lock()
        defer { lock.unlock() }
        return shapes.sorted { $0.key < $1.key }.map { template, entries in
            (
                template,
                entries.sorted { $0.key < $1.key }.map { path, entry in
                    (path, entry.kinds.sorted().joined(separator: " or "), entry.example ?? "")
                }
            )
        }
    }

    private func walk(_ value: TemplateValue, path: String, into found: inout [String: Entry]) {
        func note(_ kind: String, _ example: String?) {
            found[path, default: Entry()].kinds.insert(kind)
            if found[path]?.example == nil, let example, !example.isEmpty {
                let line = example.prefix { $0 != "\n" }
                found[path]?.example = line.count > 48 ? String(line.prefix(47)) + "…" : String(line)
            }
        }
        switch value {
        case .text(let text): note("text", text)
        case .utf8(let bytes): note("HTML", String(decoding: bytes.prefix(200), as: UTF8.self))
        case .number(let number): note("number", String(number))
        case .flag(let flag): note("flag", String(flag))
        case .list(let elements):
            note("list", nil)
            // The first few elements show every name the list's elements have, at a fraction of the walk.
            for element in elements.prefix(4) { walk(element, path: path + "[]", into: &found) }
        case .object(let fields):
            if !path.isEmpty { note("object", nil) }
            for (key, child) in fields { walk(child, path: path.isEmpty ? key : "\(path).\(key)", into: &found) }
        }
    }
}
