import Foundation

/// The files beside these tests.
enum Fixture {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// A fixture file's bytes.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    /// A JSON fixture decoded.
    static func decoded<T: Decodable>(_ path: String, as type: T.Type = T.self) -> T {
        // A fixture that does not decode is a broken test, not a failing one.
        try! JSONDecoder().decode(T.self, from: Data(contentsOf: folder.appendingPathComponent(path)))
    }

    /// Bytes from hex digits.
    static func bytes(hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var digits = hex.makeIterator()
        while let high = digits.next(), let low = digits.next() {
            bytes.append(UInt8(String([high, low]), radix: 16)!)
        }
        return bytes
    }
}
