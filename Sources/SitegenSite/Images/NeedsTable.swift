/// The widths each picture is needed at, as numbers into a list of distinct sets: most pictures
/// of a catalogue share their set with many others, so each set is joined and reduced once, and
/// no set is hashed to find its twins.
struct NeedsTable: Sendable {
    /// The distinct sets of widths.
    private(set) var sets: [Set<Int>] = []
    /// Each picture's set (an index into ``sets``), by path.
    var numbers: [String: Int] = [:]
    /// The number of the union of two sets, by their numbers.
    private var unions: [Pair: Int] = [:]

    /// Two sets' numbers.
    private struct Pair: Hashable {
        var first: Int
        var second: Int
    }

    /// A picture's needed widths.
    subscript(path: String) -> Set<Int>? { numbers[path].map { sets[$0] } }

    /// Adds a set and returns its number.
    mutating func append(_ widths: Set<Int>) -> Int {
        sets.append(widths)
        return sets.count - 1
    }

    /// Adds the set numbered `number` to a picture's needs (their union, made once per pair).
    mutating func add(_ number: Int, to path: String) {
        guard let existing = numbers[path], existing != number else {
            numbers[path] = number
            return
        }
        let pair = Pair(first: existing, second: number)
        if let known = unions[pair] {
            numbers[path] = known
            return
        }
        let union = append(sets[existing].union(sets[number]))
        unions[pair] = union
        numbers[path] = union
    }
}
