import SitegenDiagnostics
import SitegenLayout

/// Renders parsed templates (``TemplateToken``) with a stack of ``TemplateValue``s into UTF-8,
/// as swift-mustache renders the same template and values with sitegen's HTML escaping.
///
/// A list or an object written as `{{name}}` renders nothing (swift-mustache writes Swift's
/// debug description of it, whose key order changes from run to run).
struct TemplateRenderer: Sendable {
    /// The templates by name (partials are looked up here).
    var templates: [String: [TemplateToken]]

    /// How deep partials may include partials: deeper ones render nothing (the theme loader
    /// refuses templates that include themselves; this also stops cycles it cannot see).
    static let partialDepthLimit = 64

    /// Renders `tokens` into `output`; `stack` is the context stack, innermost value last.
    func render(
        _ tokens: [TemplateToken], stack: inout [TemplateValue], into output: inout [UInt8], indentation: [UInt8]?,
        depth: Int = 0
    ) {
        guard let indentation, !indentation.isEmpty else {
            for token in tokens { render(token, stack: &stack, into: &output, indentation: indentation, depth: depth) }
            return
        }
        // In a standalone partial every token's output that starts a line of this level is indented.
        let start = output.count
        var piece: [UInt8] = []
        for token in tokens {
            piece.removeAll(keepingCapacity: true)
            render(token, stack: &stack, into: &piece, indentation: indentation, depth: depth)
            guard !piece.isEmpty else { continue }
            let count = output.count - start
            if count > 0, output[output.count - 1] == 0x0A, count < 2 || output[output.count - 2] != 0x0D {
                output.append(contentsOf: indentation)
            }
            output.append(contentsOf: piece)
        }
    }

    private func render(
        _ token: TemplateToken, stack: inout [TemplateValue], into output: inout [UInt8], indentation: [UInt8]?,
        depth: Int
    ) {
        switch token {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name):
            if let value = Self.resolve(name, in: stack) { Self.write(value, escaped: true, into: &output) }
        case .rawVariable(let name):
            if let value = Self.resolve(name, in: stack) { Self.write(value, escaped: false, into: &output) }
        case .section(let name, let body):
            switch Self.resolve(name, in: stack) {
            case .list(let values):
                for value in values {
                    stack.append(value)
                    render(body, stack: &stack, into: &output, indentation: indentation, depth: depth)
                    stack.removeLast()
                }
            case .flag(let flag):
                if flag { render(body, stack: &stack, into: &output, indentation: indentation, depth: depth) }
            case .some(let value):
                stack.append(value)
                render(body, stack: &stack, into: &output, indentation: indentation, depth: depth)
                stack.removeLast()
            case .none:
                break
            }
        case .invertedSection(let name, let body):
            switch Self.resolve(name, in: stack) {
            case .list(let values) where values.isEmpty:
                stack.append(.list(values))
                render(body, stack: &stack, into: &output, indentation: indentation, depth: depth)
                stack.removeLast()
            case .flag(false), .none:
                render(body, stack: &stack, into: &output, indentation: indentation, depth: depth)
            case .some:
                break
            }
        case .partial(let name, let indented):
            guard let partial = templates[name], depth < Self.partialDepthLimit else { return }
            var combined = indentation
            if let indented { combined = (indentation ?? []) + indented }
            render(partial, stack: &stack, into: &output, indentation: combined, depth: depth + 1)
        }
    }

    /// The value a name stands for, or `nil` when nothing on the stack has it.
    static func resolve(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        guard var index = stack.indices.last else { return nil }
        var value: TemplateValue
        switch name.start {
        case .current:
            value = stack[index]
            for part in name.parts {
                guard let child = value.child(part) else { return nil }
                value = child
            }
            return value
        case .stack:
            guard let first = name.parts.first else { return nil }
            // The nearest value that has the first part, by index (the lazy reversed view
            // copied each value it looked at).
            while true {
                if let found = stack[index].child(first) {
                    value = found
                    break
                }
                guard index > stack.startIndex else { return nil }
                index -= 1
            }
            for part in name.parts.dropFirst() {
                guard let child = value.child(part) else { return nil }
                value = child
            }
            return value
        }
    }

    /// Writes text, a number or a flag; lists and objects write nothing.
    @inline(__always)
    static func write(_ value: TemplateValue, escaped: Bool, into output: inout [UInt8]) {
        switch value {
        case .text(let text):
            if escaped {
                var text = text
                text.withUTF8 { appendEscapedAttribute($0, to: &output) }
            } else {
                output.append(contentsOf: text.utf8)
            }
        case .utf8(let bytes):
            if escaped {
                bytes.withUnsafeBufferPointer { appendEscapedAttribute($0, to: &output) }
            } else {
                output.append(contentsOf: bytes)
            }
        case .number(let number):
            output.append(contentsOf: String(number).utf8)
        case .flag(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .object:
            break
        }
    }
}
