import Foundation

/// A word as a POSIX shell reads it back: a hint such as `cd NAME` must work when pasted.
enum ShellWord {
    /// The text itself when the shell reads it unchanged, else in single quotes (a quote inside
    /// written as `'\''`).
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty && !text.hasPrefix("~")
            && text.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "+", ",", ":", "@", "%", "=": true
                default: false
                }
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
