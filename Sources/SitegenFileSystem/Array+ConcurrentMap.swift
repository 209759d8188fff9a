extension Array where Element: Sendable {
    /// The elements transformed on every core, in their order (chunks of the array per task).
    package func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) async -> [Result]
    {
        let chunk = Swift.max(1, count / 64)
        let parts = await withTaskGroup(of: (Int, [Result]).self) { group in
            for start in stride(from: 0, to: count, by: chunk) {
                let slice = self[start..<Swift.min(start + chunk, count)]
                group.addTask { (start, slice.map(transform)) }
            }
            var parts: [(Int, [Result])] = []
            for await part in group { parts.append(part) }
            return parts
        }
        return parts.sorted { $0.0 < $1.0 }.flatMap(\.1)
    }
}
