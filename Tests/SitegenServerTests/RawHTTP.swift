import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a raw socket to 127.0.0.1: it sends request lines exactly as
/// written (URLSession would normalise `..`, `%2e` and backslashes away).
struct RawHTTP {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    enum Failure: Error { case connect(Int32), timeout, malformed(String) }

    /// How long a test waits for a reply or an event: a ceiling against a hung server, never a
    /// limit on how fast it must be (a loaded machine may need many seconds).
    static let ceiling: Double = 300

    /// Opens a connected socket with a receive timeout.
    static func connect(port: Int, timeout: Double = ceiling) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.connect(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { let code = errno; close(fd); throw Failure.connect(code) }
        var value = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func send(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return }
            sent += count
        }
    }

    /// `request` on a thread of its own, so that blocking socket calls hold neither a thread of
    /// the cooperative pool nor one of Dispatch's (the in-process server needs both).
    static func fetch(
        port: Int, method: String = "GET", target: String, headers: [String: String] = [:]
    ) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result { try request(port: port, method: method, target: target, headers: headers) })
            }.start()
        }
    }

    /// Sends one request with `Connection: close` and reads the whole reply.
    static func request(
        port: Int, method: String = "GET", target: String, headers: [String: String] = [:]
    ) throws -> Reply {
        let fd = try connect(port: port)
        defer { close(fd) }
        // `Host: 127.0.0.1` unless the headers name one.
        let host = headers.keys.contains { $0.lowercased() == "host" } ? "" : "Host: 127.0.0.1\r\n"
        var text = "\(method) \(target) HTTP/1.1\r\n\(host)Connection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        send(fd, text + "\r\n")
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 { throw Failure.timeout }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return try parse(data, method: method)
    }

    static func parse(_ data: Data, method: String) throws -> Reply {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure.malformed(String(decoding: data, as: UTF8.self))
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw Failure.malformed(head[0]) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        return Reply(status: status, headers: headers, body: body)
    }
}

/// A server-sent-events client: it collects event names as they arrive.
final class EventClient: @unchecked Sendable {
    private let fd: Int32
    private var pending = ""

    init(port: Int) throws {
        fd = try RawHTTP.connect(port: port, timeout: 0.2)
        RawHTTP.send(fd, "GET /_sitegen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    }

    deinit { close(fd) }

    /// Whether the server's `: connected` comment arrived: the stream is subscribed, so every
    /// later rebuild reaches it. Waits up to `timeout` seconds (a ceiling against a hung server).
    func connected(timeout: Double = RawHTTP.ceiling) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.connectedBlocking(timeout: timeout)) }.start()
        }
    }

    private func connectedBlocking(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var passed: [String] = []
        defer { pushBack += passed }
        while let block = nextBlock(deadline: deadline) {
            if block.split(separator: "\n").contains(": connected") { return true }
            if Self.event(in: block) != nil { passed.append(block) }
        }
        return false
    }

    /// Events read while waiting for `: connected`, kept for ``next(timeout:)``.
    private var pushBack: [String] = []

    /// The next event within `timeout` seconds (a ceiling against a hung server), waiting on a
    /// thread of its own.
    func next(timeout: Double = RawHTTP.ceiling) async -> (name: String, data: String)? {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.nextBlocking(timeout: timeout)) }.start()
        }
    }

    /// The next event named `name`, passing over others (an in-place save can reach the watcher
    /// as two bursts, truncated then whole, and the truncated file's build may send an error
    /// first), within `timeout` seconds.
    func next(named name: String, timeout: Double = RawHTTP.ceiling) async -> (name: String, data: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        while let event = await next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if event.name == name { return event }
        }
        return nil
    }

    /// The next event (name, data) within `timeout` seconds, or nil.
    func nextBlocking(timeout: Double) -> (name: String, data: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        while let block = nextBlock(deadline: deadline) {
            if let event = Self.event(in: block) { return event }
        }
        return nil
    }

    /// The event a block names, if it names one (comments and `retry` do not).
    private static func event(in block: String) -> (name: String, data: String)? {
        var name: String?
        var data: [String] = []
        for line in block.split(separator: "\n") {
            if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
        }
        return name.map { ($0, data.joined(separator: "\n")) }
    }

    /// The next block of the stream (the lines up to an empty line) before `deadline`, or nil.
    private func nextBlock(deadline: Date) -> String? {
        if !pushBack.isEmpty { return pushBack.removeFirst() }
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            if let range = pending.range(of: "\n\n") {
                let block = String(pending[..<range.lowerBound])
                pending = String(pending[range.upperBound...])
                return block
            }
            if Date() > deadline { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return nil }
            if count > 0 {
                pending += String(decoding: buffer[0..<count], as: UTF8.self).replacingOccurrences(
                    of: "\r\n", with: "\n")
            }
        }
    }
}
