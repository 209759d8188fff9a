import SitegenTestSupport

/// Derives new inputs from seed inputs by byte-level mutations, in the spirit of libFuzzer's:
/// bit flips, random and "interesting" bytes, deletions, duplications, dictionary tokens,
/// repeated tokens (deep nesting) and splices of two inputs. Deterministic for a given seed.
struct InputMutator {
    /// Bytes that often change how a parser sees its input.
    static let interestingBytes: [UInt8] = [
        0, 9, 10, 13, 32, 0x22, 0x23, 0x26, 0x27, 0x2D, 0x2E, 0x3A, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x7F, 0xC3,
        0xE2, 0xEF, 0xFF,
    ]

    var random: SplitMix64
    /// Tokens to insert (a libFuzzer dictionary's entries).
    var dictionary: [[UInt8]]
    /// The longest input produced.
    var maximumLength: Int

    /// Returns a mutation of `input`; `corpus` supplies the other half of splices.
    mutating func mutate(_ input: [UInt8], corpus: [[UInt8]]) -> [UInt8] {
        var data = input
        for _ in 0...random.below(4) {
            mutateOnce(&data, corpus: corpus)
        }
        if data.count > maximumLength { data.removeLast(data.count - maximumLength) }
        return data
    }

    private mutating func mutateOnce(_ data: inout [UInt8], corpus: [[UInt8]]) {
        let position = random.below(data.count + 1)
        switch random.below(10) {
        case 0 where !data.isEmpty:
            data[random.below(data.count)] ^= 1 << UInt8(random.below(8))
        case 1 where !data.isEmpty:
            data[random.below(data.count)] = UInt8(truncatingIfNeeded: random.next())
        case 2:
            data.insert(Self.interestingBytes[random.below(Self.interestingBytes.count)], at: position)
        case 3 where !data.isEmpty:
            let start = random.below(data.count)
            data.removeSubrange(start..<min(data.count, start + 1 + random.below(16)))
        case 4 where !data.isEmpty:
            let start = random.below(data.count)
            let chunk = data[start..<min(data.count, start + 1 + random.below(64))]
            data.insert(contentsOf: chunk, at: random.below(data.count + 1))
        case 5 where !dictionary.isEmpty, 6 where !dictionary.isEmpty:
            data.insert(contentsOf: dictionary[random.below(dictionary.count)], at: position)
        case 7 where !dictionary.isEmpty:
            let token = dictionary[random.below(dictionary.count)]
            data.insert(
                contentsOf: Array([[UInt8]](repeating: token, count: 2 + random.below(200)).joined()), at: position)
        case 8 where !corpus.isEmpty:
            let other = corpus[random.below(corpus.count)]
            data = Array(data[..<position]) + Array(other[random.below(other.count + 1)...])
        default:
            data.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        }
    }
}
