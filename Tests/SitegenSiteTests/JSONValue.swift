import Foundation
import SitegenTestSupport

/// Any JSON value, read loosely: what the Python tools print, and the chapters files.
enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON data.
    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    /// A member of an object (`.null` when absent or not an object).
    subscript(key: String) -> JSONValue {
        if case .object(let members) = self { return members[key] ?? .null }
        return .null
    }

    /// An element of an array (`.null` when out of range or not an array).
    subscript(index: Int) -> JSONValue {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return .null
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var double: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// A whole number, or a text holding one (feedparser keeps numbers as text).
    var int: Int? {
        switch self {
        case .number(let value): return value == value.rounded() ? Int(value) : nil
        case .string(let text): return Int(text)
        default: return nil
        }
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var array: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    var isNull: Bool { self == .null }
}

/// The Python scripts in `Tests/SitegenSiteTests/Tools/`.
enum PodcastTools {
    static var folder: URL { PackagePaths.root.appendingPathComponent("Tests/SitegenSiteTests/Tools") }

    /// What went wrong running a tool.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `script` with `arguments` and parses what it prints.
    static func run(_ script: String, _ arguments: [String]) async throws -> JSONValue {
        let run = try await ProcessRunner.run(
            "/usr/bin/env", ["python3", folder.appendingPathComponent(script).path] + arguments)
        guard run.status == 0 else {
            throw Failure(description: "\(script) exited with \(run.status): \(run.standardError.suffix(2_000))")
        }
        do {
            return try JSONValue.parse(Data(run.standardOutput.utf8))
        } catch {
            throw Failure(description: "\(script) printed no JSON: \(run.standardOutput.prefix(500)) \(error)")
        }
    }
}
