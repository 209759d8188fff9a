import Foundation

/// A short content hash for cache-busting file names (64-bit FNV-1a, hex).
enum Fingerprint {
    static func hex(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// `name.ext` → `name.<hash>.ext`.
    static func name(_ path: String, data: Data) -> String {
        let hash = String(hex(data).prefix(12))
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "\(path).\(hash)" }
        return "\(path[..<dot]).\(hash)\(path[dot...])"
    }
}
