/// A length the engine computed, kept both as a number and as the linear form it came from:
/// `constant + perWidth × W + perHeight × H + estimates`, where W is the container width the
/// solve was made against and H the viewport height.
///
/// The number drives the layout decisions (what fits, which edge comes first); the form lets the
/// CSS compiler write the same length as `calc()` that a browser re-evaluates at any width.
public struct Length: Hashable, Sendable {
    /// The value at the width and height of the solve.
    public var value: Double
    /// The part that does not depend on the container.
    public var constant: Double
    /// The coefficient of the container width.
    public var perWidth: Double
    /// The coefficient of the viewport height.
    public var perHeight: Double
    /// The parts that come from estimated dimensions, by estimate id (resolved to the estimate).
    public var estimates: [Int: Double]

    /// A length that never changes.
    public init(_ constant: Double) {
        value = constant
        self.constant = constant
        perWidth = 0
        perHeight = 0
        estimates = [:]
    }

    init(value: Double, constant: Double, perWidth: Double, perHeight: Double, estimates: [Int: Double]) {
        self.value = value
        self.constant = constant
        self.perWidth = perWidth
        self.perHeight = perHeight
        self.estimates = estimates
    }

    /// Zero.
    public static let zero = Length(0)

    /// The container width itself, at the given value.
    static func containerWidth(_ width: Double) -> Length {
        Length(value: width, constant: 0, perWidth: 1, perHeight: 0, estimates: [:])
    }

    /// The viewport height itself, at the given value.
    static func viewportHeight(_ height: Double) -> Length {
        Length(value: height, constant: 0, perWidth: 0, perHeight: 1, estimates: [:])
    }

    /// An estimated length: its value is the estimate until the browser measures it.
    static func estimate(_ value: Double, id: Int) -> Length {
        Length(value: value, constant: 0, perWidth: 0, perHeight: 0, estimates: [id: value])
    }

    /// Whether the length depends on measured content.
    public var isEstimated: Bool { estimates.values.contains { abs($0) > 1e-9 } }

    /// Adds two lengths.
    public static func + (lhs: Length, rhs: Length) -> Length {
        var estimates = lhs.estimates
        for (id, amount) in rhs.estimates {
            let sum = estimates[id, default: 0] + amount
            estimates[id] = abs(sum) < 1e-9 ? nil : sum
        }
        return Length(
            value: lhs.value + rhs.value, constant: lhs.constant + rhs.constant,
            perWidth: lhs.perWidth + rhs.perWidth, perHeight: lhs.perHeight + rhs.perHeight,
            estimates: estimates
        )
    }

    /// Negates a length.
    public static prefix func - (length: Length) -> Length { length * -1 }

    /// Subtracts two lengths.
    public static func - (lhs: Length, rhs: Length) -> Length { lhs + (-rhs) }

    /// Scales a length.
    public static func * (lhs: Length, rhs: Double) -> Length {
        Length(
            value: lhs.value * rhs, constant: lhs.constant * rhs, perWidth: lhs.perWidth * rhs,
            perHeight: lhs.perHeight * rhs, estimates: lhs.estimates.mapValues { $0 * rhs }
        )
    }

    /// Divides a length.
    public static func / (lhs: Length, rhs: Double) -> Length { lhs * (1 / rhs) }

    /// Adds a constant.
    public static func + (lhs: Length, rhs: Double) -> Length { lhs + Length(rhs) }

    /// Subtracts a constant.
    public static func - (lhs: Length, rhs: Double) -> Length { lhs - Length(rhs) }

    /// The larger of two lengths at the solve's width (its form comes along).
    static func max(_ a: Length, _ b: Length) -> Length { a.value >= b.value ? a : b }
}
