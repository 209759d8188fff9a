import ArgumentParser
import Foundation

/// A mistake in the command line (an unknown flag, a missing or invalid value), written as every
/// other mistake is, `path:line:column: error: message`, with GCC's name for the command line as
/// the path and the column of the argument it is about, then the command's usage.
enum CommandLineMistake {
    /// The file name diagnostics give the command line (as GCC's `<command-line>`).
    static let file = "<command-line>"

    /// The diagnostic and usage for an error ArgumentParser's full message describes
    /// (`Error: Unknown option '--bogus'\nUsage: …`), given the process's arguments.
    static func text(fullMessage: String, arguments: [String]) -> String {
        var lines = fullMessage.components(separatedBy: "\n")
        var message = lines.removeFirst()
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        // Some messages continue on the next lines, before a blank line or the usage.
        while let next = lines.first, !next.isEmpty, !next.hasPrefix("Usage:"), !next.hasPrefix("Help:") {
            message += " " + next.trimmingCharacters(in: .whitespaces)
            lines.removeFirst()
        }
        let column = self.column(of: message, in: arguments)
        let rest = lines.drop { $0.isEmpty }.joined(separator: "\n")
        return "\(file):1:\(column): error: \(lowercasingFirst(message))\n" + (rest.isEmpty ? "" : rest + "\n")
    }

    /// The 1-based column, in the command line as the arguments joined by spaces, of the argument
    /// the message names (a quoted word, else a `--flag`); 1 when it names none.
    static func column(of message: String, in arguments: [String]) -> Int {
        // `'--output <output>'` names the flag `--output`.
        let quotedWords = quoted(in: message).flatMap { [$0, String($0.prefix { $0 != " " })] }
        let words = quotedWords + message.split(separator: " ").map(String.init).filter { $0.hasPrefix("-") }
        for word in words {
            let flag = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,:;'\""))
            for name in [flag] + (otherNames[flag] ?? []) {
                var offset = 1
                for argument in arguments {
                    if argument == name || argument.hasPrefix(name + "=")
                        || (name.hasPrefix("-") && argument.hasPrefix(name) && !name.hasPrefix("--") && name.count == 2)
                    {
                        return offset
                    }
                    offset += argument.count + 1
                }
            }
        }
        // What is missing is missing at the end of the line.
        if message.lowercased().hasPrefix("missing") {
            return arguments.joined(separator: " ").count + 1
        }
        return 1
    }

    /// The 1-based column of the value given to `flag` (`--output X` or `--output=X`), if the
    /// arguments give it one.
    static func column(ofValueOf flag: String, in arguments: [String]) -> Int? {
        let names = [flag] + (otherNames[flag] ?? [])
        var offset = 1
        for (index, argument) in arguments.enumerated() {
            for name in names {
                if argument == name, index + 1 < arguments.count { return offset + argument.count + 1 }
                if argument.hasPrefix(name + "=") { return offset + name.count + 1 }
            }
            offset += argument.count + 1
        }
        return nil
    }

    /// The other names of the options whose values diagnostics point at (Hugo's short names).
    static let otherNames = [
        "--source": ["-s"], "--output": ["-d"], "--base-url": ["-b", "--baseURL"], "--port": ["-p"],
        "--host": ["--bind"],
    ]

    /// The arguments as diagnostics count columns in: the command's name, then its arguments.
    static var processArguments: [String] {
        let arguments = CommandLine.arguments
        return [URL(fileURLWithPath: arguments.first ?? "sitegen").lastPathComponent] + arguments.dropFirst()
    }

    /// The texts between single quotes in a message.
    private static func quoted(in message: String) -> [String] {
        let parts = message.components(separatedBy: "'")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }.filter { !$0.isEmpty }
    }

    /// The message with its first letter lowercased, as sitegen's diagnostics are written.
    private static func lowercasingFirst(_ message: String) -> String {
        guard let first = message.first, first.isUppercase,
            message.dropFirst().first.map({ !$0.isUppercase }) ?? true
        else { return message }
        return first.lowercased() + message.dropFirst()
    }
}
