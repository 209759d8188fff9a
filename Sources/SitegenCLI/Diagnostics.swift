import ArgumentParser
import Foundation
import SitegenDiagnostics

/// Prints diagnostics to standard error and turns failures into exit codes.
enum Diagnostics {
    /// Prints each diagnostic on its own line to standard error.
    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.sorted().map(\.description).joined(separator: "\n") + "\n"
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
