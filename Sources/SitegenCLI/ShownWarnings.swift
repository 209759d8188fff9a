import Foundation
import SitegenDiagnostics

/// The warnings `sitegen serve` has printed: after a rebuild only the new ones are printed, so
/// that a warning the user has seen does not scroll the terminal on every save.
final class ShownWarnings: @unchecked Sendable {
    private var shown: Set<Diagnostic> = []
    private let lock = NSLock()

    /// The diagnostics of a build that were not shown after the last one (every error, and the
    /// warnings that are new), and remembers this build's warnings as shown.
    func unseen(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        lock.withLock {
            let warnings = Set(diagnostics.filter { $0.severity == .warning })
            defer { shown = warnings }
            return diagnostics.filter { $0.severity != .warning || !shown.contains($0) }
        }
    }
}
