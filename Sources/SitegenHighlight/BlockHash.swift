/// A fast 64-bit hash of a code block's bytes, the same in every process (Swift's `Hasher` is
/// seeded anew in each): 8 bytes at a time, each mixed in by multiplication and rotation and
/// the result finished with a 64-bit avalanche (as xxHash and wyhash do). Two seeds give the two
/// independent halves of a ``SwiftHighlightCache/Key``. Not for adversaries: a collision costs
/// only a wrongly coloured block, which ``SwiftHighlightCache`` bounds by the block's length.
enum BlockHash {
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
        let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var state = seed ^ (UInt64(bytes.count) &* prime1)
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(
                littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            state = rotate(state ^ (word &* prime2), 31) &* prime1
            index += 8
        }
        var tail: UInt64 = 0
        for offset in 0..<(bytes.count - index) { tail |= UInt64(bytes[index + offset]) << (8 * offset) }
        state = rotate(state ^ (tail &* prime2), 27) &* prime1
        // Final avalanche (MurmurHash3's fmix64).
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
