import ArgumentParser
import Foundation
import SitegenDiagnostics

/// Prints diagnostics to standard error and turns failures into exit codes.
enum Diagnostics {
    /// Prints the diagnostics to standard error, one line each, or (unless `verbose`) one line
    /// for a warning said of many places (``Swift/Array/summarizedLines(threshold:)``).
    static func print(_ diagnostics: [Diagnostic], verbose: Bool = false) {
        guard !diagnostics.isEmpty else { return }
        let lines = verbose ? diagnostics.sorted().map(\.description) : diagnostics.summarizedLines()
        let text = lines.joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The value, or the errors printed and a failing exit.
    static func unwrap<Value>(_ result: Result<Value, DiagnosticError>) throws -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let error):
            print(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
