/// 64-bit FNV-1a: names and keys that change when the bytes do (not a defence against anyone
/// choosing bytes to collide: the index and its cache are the site's own).
public enum FNV1a {
    /// The hash of `bytes`, continuing from `seed`.
    public static func hash(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A hash as 16 hex digits.
    public static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
