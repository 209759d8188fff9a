import Foundation
import SitegenDiagnostics

/// Content/ files whose names only Linux tells apart: one name in two Unicode spellings (`é` as
/// one code point, NFC, and as `e` + U+0301, NFD, as macOS writes names), which are one path to
/// sitegen, macOS and every browser; and names that differ only in case (`Image.JPG` and
/// `image.jpg`), one of which replaces the other on a case-insensitive disk (macOS, Windows).
enum NameCollisions {
    /// The files to publish (a Unicode spelling of a name that came first kept, the later
    /// dropped) and the diagnostics: an error per second spelling, a warning per case twin.
    /// - Parameter paths: Paths relative to Content/, sorted (two spellings of one name are put
    ///   in a fixed order here, the NFC one first).
    static func check(_ paths: [String]) -> (kept: [String], diagnostics: [Diagnostic]) {
        var paths = paths
        if paths.count > 1 {
            for index in 1..<paths.count where paths[index - 1] == paths[index] {
                paths.sort { $0 != $1 ? $0 < $1 : isNFC($0) && !isNFC($1) }
                break
            }
        }
        var kept: [String] = []
        var diagnostics: [Diagnostic] = []
        // String equality is canonical equivalence: NFC and NFD spellings are one key.
        var bySpelling: [String: String] = [:]
        var byCase: [String: String] = [:]
        for path in paths {
            if let first = bySpelling[path] {
                if !first.utf8.elementsEqual(path.utf8) {
                    diagnostics.append(
                        .error(
                            "this file and Content/\(first) have one name in two Unicode spellings "
                                + "(\(form(of: path)) here, \(form(of: first)) there): both would be published "
                                + "at one path; rename or remove one", at: .start(of: "Content/" + path)))
                }
                continue
            }
            bySpelling[path] = path
            kept.append(path)
            let folded = path.lowercased()
            if let first = byCase[folded] {
                diagnostics.append(
                    .warning(
                        "this file and Content/\(first) differ only in case: on a case-insensitive "
                            + "disk or host (macOS, Windows) one replaces the other; rename one",
                        at: .start(of: "Content/" + path)))
            } else {
                byCase[folded] = path
            }
        }
        return (kept, diagnostics)
    }

    /// Which Unicode normalization form a name is written in, as the diagnostic says it.
    private static func form(of path: String) -> String {
        if isNFC(path) { return "NFC" }
        if path.utf8.elementsEqual(path.decomposedStringWithCanonicalMapping.utf8) {
            return "NFD, as macOS writes names"
        }
        return "mixed"
    }

    /// Whether a name is written in NFC, byte for byte.
    private static func isNFC(_ path: String) -> Bool {
        path.utf8.elementsEqual(path.precomposedStringWithCanonicalMapping.utf8)
    }
}
