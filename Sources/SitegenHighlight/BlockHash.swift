/// A fast 64-bit hash of a code block's bytes, the same in every process (Swift's `Hasher` is
/// seeded anew in each): 8 bytes at a time, each mixed in by multiplication and rotation and
/// the result finished with a 64-bit avalanche (as xxHash and wyhash do). Two seeds give the two
/// independent halves of a ``SwiftHighlightCache/Key``. Not for adversaries: a collision costs
/// only a wrongly coloured block, which ``SwiftHighlightCache`` bounds by the block's length.
enum BlockHash {
    /// The hashes of `bytes` with two seeds: the bytes read once, the two chains of
    /// multiplications run side by side.
    static func hashes(_ bytes: UnsafeBufferPointer<UInt8>, seeds: (UInt64, UInt64)) -> (UInt64, UInt64) {
        let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
        let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let lengthMix = UInt64(bytes.count) &* prime1
        var state = (seeds.0 ^ lengthMix, seeds.1 ^ lengthMix)
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            let mixed = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime2
            state = (rotate(state.0 ^ mixed, 31) &* prime1, rotate(state.1 ^ mixed, 31) &* prime1)
            index += 8
        }
        var tail: UInt64 = 0
        for offset in 0..<(bytes.count - index) { tail |= UInt64(bytes[index + offset]) << (8 * offset) }
        let mixed = tail &* prime2
        return (finish(rotate(state.0 ^ mixed, 27) &* prime1), finish(rotate(state.1 ^ mixed, 27) &* prime1))
    }

    /// MurmurHash3's fmix64: every bit of the state reaches every bit of the hash.
    private static func finish(_ value: UInt64) -> UInt64 {
        var state = value
        state ^= state >> 33
        state = state &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        state = state &* 0xC4CE_B9FE_1A85_EC53
        state ^= state >> 33
        return state
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
