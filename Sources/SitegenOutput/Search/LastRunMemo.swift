import Foundation

/// Values made by the last run of a repeated task, by key: a `sitegen serve` session indexes
/// after every edit, and most shards and word files are what they were last time. A run keeps
/// what it used; the rest is forgotten when it finishes.
final class LastRunMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Key: Value] = [:]
    private var used: [Key: Value] = [:]

    /// The value for `key`: kept from the last run, or made by `make`.
    func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = lock.withLock({ kept[key] ?? used[key] }) {
            lock.withLock { used[key] = known }
            return known
        }
        let value = try make()
        lock.withLock { used[key] = value }
        return value
    }

    /// Hands this run a value made elsewhere (an index built in process, not read back from its files).
    func offer(_ value: Value, for key: Key) {
        lock.withLock { used[key] = value }
    }

    /// Ends a run: keeps the values it used, and forgets the others.
    func finishRun() {
        lock.withLock {
            kept = used
            used = [:]
        }
    }
}
