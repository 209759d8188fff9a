/// The widths each picture is needed at, as numbers into a list of distinct sets: most pictures
/// of a catalogue share their set with many others, so each set is joined and reduced once, and
/// no set is hashed to find its twins.
struct NeedsTable: Sendable {
    /// The distinct sets of widths, each ascending without repeats.
    private(set) var sets: [[Int]] = []
    /// Each picture's set (an index into ``sets``), by path.
    var numbers: [String: Int] = [:]
    /// The number of the union of two sets, by their numbers.
    private var unions: [Pair: Int] = [:]

    /// Two sets' numbers.
    private struct Pair: Hashable {
        var first: Int
        var second: Int
    }

    /// A picture's needed widths, ascending.
    subscript(path: String) -> [Int]? { numbers[path].map { sets[$0] } }

    /// Adds a set (ascending, without repeats) and returns its number.
    mutating func append(_ widths: [Int]) -> Int {
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
        let union = append(Self.merged(sets[existing], sets[number]))
        unions[pair] = union
        numbers[path] = union
    }

    /// Two ascending lists without repeats merged into one.
    static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count, j < second.count {
            if first[i] < second[j] {
                result.append(first[i])
                i += 1
            } else if second[j] < first[i] {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
                j += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}
