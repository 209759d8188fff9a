import ArgumentParser
import Foundation

extension LayoutCommand {
    /// Stops at the first width `--widths` lists twice (its frames would be printed twice, under
    /// the same JSON key): an error at that width's column in the command line, then the usage.
    static func refuseRepeatedWidth(in widths: [Int], arguments: [String]) throws {
        guard let index = widths.indices.first(where: { widths[..<$0].contains(widths[$0]) }) else { return }
        let column = widthsArgument(in: arguments).map { $0.column + offset(ofPart: index, in: $0.text) } ?? 1
        let text =
            "\(CommandLineMistake.file):1:\(column): error: --widths lists \(widths[index]) twice; give each width once\n"
            + "Usage: \(SitegenCommand.usageString(for: LayoutCommand.self))\n"
            + "  See 'sitegen layout --help' for more information.\n"
        FileHandle.standardError.write(Data(text.utf8))
        throw ExitCode.validationFailure
    }

    /// The text given to `--widths` and its 1-based column in the arguments joined by spaces (the
    /// last one when the flag is given twice, as ArgumentParser takes the last).
    static func widthsArgument(in arguments: [String]) -> (text: String, column: Int)? {
        var found: (text: String, column: Int)?
        var column = 1
        for (index, argument) in arguments.enumerated() {
            if argument == "--widths", index + 1 < arguments.count {
                found = (arguments[index + 1], column + argument.count + 1)
            } else if argument.hasPrefix("--widths=") {
                found = (String(argument.dropFirst("--widths=".count)), column + "--widths=".count)
            }
            column += argument.count + 1
        }
        return found
    }

    /// How far into `text` its comma-separated part `index` starts, after its leading spaces.
    static func offset(ofPart index: Int, in text: String) -> Int {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard index < parts.count else { return 0 }
        let before = parts[..<index].reduce(0) { $0 + $1.count + 1 }
        return before + parts[index].prefix { $0 == " " || $0 == "\t" }.count
    }
}
