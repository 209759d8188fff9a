import SitegenLayout

/// Invariant checks shared by the fuzz targets; a failed check traps, so the fuzzer keeps
/// the input as a crash.
enum FuzzCheck {
    /// Traps with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { preconditionFailure("fuzz invariant: \(message())") }
    }

    /// Checks that every diagnostic names `path`, lies within the text's lines and has a message.
    ///
    /// YAML also breaks lines at a lone CR, NEL, LS and PS, so each of those may start a line.
    static func diagnostics(_ diagnostics: [Diagnostic], path: String, text: String) {
        let lines = text.unicodeScalars.reduce(1) {
            "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($1) ? $0 + 1 : $0
        }
        for diagnostic in diagnostics {
            require(!diagnostic.message.isEmpty, "a diagnostic without a message")
            guard let position = diagnostic.position else { continue }
            require(position.file == path, "diagnostic for \(position.file), not \(path): \(diagnostic)")
            require(
                position.line >= 1 && position.line <= lines + 1, "line out of range (\(lines) lines): \(diagnostic)")
            require(position.column >= 1, "column below 1: \(diagnostic)")
        }
    }
}
