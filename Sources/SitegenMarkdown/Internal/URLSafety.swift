/// Recognises link destinations whose scheme can run script when followed or loaded.
enum URLSafety {
    private static let dangerousSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// Whether a destination uses the `javascript:`, `vbscript:` or `data:` scheme.
    ///
    /// Mirrors how browsers read a URL: leading control characters and spaces are skipped,
    /// tabs and newlines anywhere are ignored, and the scheme is case-insensitive. The
    /// destination is cmark's, so character references are already decoded.
    static func isScriptCapable(_ destination: String) -> Bool {
        var scheme: [UInt8] = []
        var started = false
        for byte in destination.utf8 {
            if !started, byte <= 0x20 { continue }
            started = true
            switch byte {
            case 0x09, 0x0A, 0x0D:
                continue
            case UInt8(ascii: ":"):
                return dangerousSchemes.contains(String(decoding: scheme, as: UTF8.self))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                scheme.append(byte)
            default:
                return false
            }
            if scheme.count > 10 { return false }
        }
        return false
    }
}
