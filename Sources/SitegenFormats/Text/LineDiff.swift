/// A unified diff of two texts line by line (`diff -u`'s format), as `sitegen theme diff`
/// prints an override against the file it replaces.
package struct LineDiff {
    /// One line of the edit script.
    enum Step: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit script from the old lines to the new, in order.
    let steps: [Step]

    /// The difference from `old` to `new`.
    package init(from old: String, to new: String) {
        let before = Self.lines(old)
        let after = Self.lines(new)
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var added = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        var steps: [Step] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            if oldIndex < before.count, removed.contains(oldIndex) {
                steps.append(.removed(before[oldIndex]))
                oldIndex += 1
            } else if newIndex < after.count, added.contains(newIndex) {
                steps.append(.added(after[newIndex]))
                newIndex += 1
            } else {
                steps.append(.same(before[oldIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        self.steps = steps
    }

    /// Whether the texts have the same lines.
    package var isEmpty: Bool { steps.allSatisfy { if case .same = $0 { true } else { false } } }

    /// The diff in unified format with `context` unchanged lines around each change, under the
    /// `---`/`+++` header naming the two files; empty when the texts are alike.
    package func unified(old oldName: String, new newName: String, context: Int = 3) -> String {
        guard !isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        let changed = steps.indices.filter { if case .same = steps[$0] { false } else { true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(steps.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            let (oldStart, newStart) = lineNumbers(before: hunk.lowerBound)
            let slice = steps[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            output += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for step in slice {
                switch step {
                case .same(let line): output += " \(line)\n"
                case .removed(let line): output += "-\(line)\n"
                case .added(let line): output += "+\(line)\n"
                }
            }
        }
        return output
    }

    /// A hunk's range as `diff -u` writes it: the first line and the count, the count left out
    /// when it is 1, and the line before when it is 0.
    private static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(before),0"
        case 1: "\(before + 1)"
        default: "\(before + 1),\(count)"
        }
    }

    /// The old and new lines that come before step `index`.
    private func lineNumbers(before index: Int) -> (old: Int, new: Int) {
        var old = 0
        var new = 0
        for step in steps[..<index] {
            switch step {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .added: new += 1
            }
        }
        return (old, new)
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
