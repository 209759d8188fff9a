/// Reduces the widths a picture is needed at to the few a `srcset` offers.
///
/// The rule: candidates are chosen among the needed widths, from the largest down; a candidate
/// serves every needed width down to its own width ÷ 1.25, and the next candidate is the
/// largest needed width below that. So successive candidates are more than 25 % apart, every
/// sampled need has a file at least as wide as it and at most 25 % wider, and the next smaller
/// file is narrower than it (a browser takes the narrowest file that is wide enough: Chromium
/// does so at every device pixel ratio).
enum CandidateWidths {
    /// The most a candidate may be wider than a width it serves.
    static let maximumWaste = 1.25

    /// The candidates for a set of needed widths (each at most the source's width), ascending.
    static func reduce(_ needs: Set<Int>) -> [Int] { reduce(ascending: needs.sorted()) }

    /// The candidates for needed widths given in ascending order, without repeats.
    static func reduce(ascending needs: [Int]) -> [Int] {
        var candidates: [Int] = []
        for width in needs.reversed() where width > 0 {
            if let last = candidates.last, Double(last) <= maximumWaste * Double(width) { continue }
            candidates.append(width)
        }
        return candidates.reversed()
    }
}
