extension [RenderedFile] {
    /// Whether the files are in the order of their paths.
    var isSortedByPath: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path <= self[$0].path }
    }

    /// The files in the order of their paths: a list already in that order (most are, as they
    /// are made) costs one pass instead of a sort of some 40,000 files.
    package func sortedByPath() -> [RenderedFile] {
        isSortedByPath ? self : sorted { $0.path < $1.path }
    }

    /// The files of several lists in the order of their paths, each list sorted first if it is
    /// not; files with the same path keep the order of the lists.
    /// - Parameter sorted: for each list, whether it is known to be in path order already (a
    ///   merge's result, the images stage's files): not checked again.
    package static func mergedByPath(_ lists: [[RenderedFile]], sorted: [Bool] = []) -> [RenderedFile] {
        lists.enumerated().map { index, list in index < sorted.count && sorted[index] ? list : list.sortedByPath() }
            .reduce([]) { merged, next in merge(merged, next) }
    }

    /// Two sorted lists merged into one, a run of either list taken whole: its end is found by
    /// a galloping search (the pages, the static files and the pictures' 20,000 files each
    /// come in a few long runs, which a comparison per file merged at a cost).
    private static func merge(_ first: [RenderedFile], _ second: [RenderedFile]) -> [RenderedFile] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        var merged: [RenderedFile] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count, j < second.count {
            if second[j].path < first[i].path {
                let next = first[i].path
                let end = second.gallop(from: j) { $0.path < next }
                merged += second[j..<end]
                j = end
            } else {
                let next = second[j].path
                let end = first.gallop(from: i) { $0.path <= next }
                merged += first[i..<end]
                i = end
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }

    /// The end of the run from `start` (whose first file is in it) of files for which `inRun`
    /// holds, which the list's order makes a prefix of the rest: doubling steps, then a binary
    /// search in the last step.
    private func gallop(from start: Int, while inRun: (RenderedFile) -> Bool) -> Int {
        var low = start + 1
        var step = 1
        var high = low
        while high < count, inRun(self[high]) {
            low = high + 1
            high = low + step
            step *= 2
        }
        high = Swift.min(high, count)
        while low < high {
            let middle = (low + high) / 2
            if inRun(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
