import Foundation

/// Why a value could not be kept where it was meant to go.
struct MappingRefusal: Error {
    /// The reason, for the report.
    var reason: String

    /// Creates a refusal.
    init(_ reason: String) { self.reason = reason }
}
