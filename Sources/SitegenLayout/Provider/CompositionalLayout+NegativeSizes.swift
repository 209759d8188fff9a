import SitegenDiagnostics

extension CompositionalLayout {
    /// What the frames at each breakpoint edge (280 px or wider) show: an error when a frame is
    /// too large to compute (the first one only), else warnings for frames that insets or
    /// spacing leave with a negative width or height at some width (an item's insets larger than
    /// the item, a group's spacing wider than the group): a browser draws such a box 0 wide or
    /// tall, not as the engine placed it. One warning per section (or for the layout-wide items),
    /// at the first width where it happens.
    func frameDiagnostics(_ ranges: [LayoutBreakpoint]) -> [Diagnostic] {
        var reported: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        let counts = previewItemCounts()
        for range in ranges where !range.sectionBranches.contains(nil) {
            // Widths a page is shown at: narrower than the narrowest phone, any inset is too big.
            for width in range.sampleWidths where width >= Self.narrowestCheckedWidth {
                guard case .success(let resolution) = resolve(width: Double(width), height: 900) else { continue }
                let frames = resolution.frames(layout: self, itemCounts: counts)
                if let overflow = overflowDiagnostic(frames, width: Double(width)) { return [overflow] }
                diagnostics += negativeSizeWarnings(frames, width: width, reported: &reported)
            }
        }
        return diagnostics
    }

    /// A warning for each negative frame of a section (or of the layout-wide items) not in
    /// `reported` yet.
    private func negativeSizeWarnings(_ frames: [LayoutFrame], width: Int, reported: inout Set<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for frame in frames where frame.width < -0.01 || frame.height < -0.01 {
            let section = Self.sectionIndex(of: frame.id)
            guard reported.insert(section ?? -1).inserted else { continue }
            let negative =
                frame.width < -0.01
                ? "width \(formatNumber(frame.width, decimals: 2))"
                : "height \(formatNumber(frame.height, decimals: 2))"
            let owner = section.map { "section '\(sections[$0].name)'" } ?? "the layout-wide items"
            let position = section.flatMap { sections[$0].position } ?? self.position
            diagnostics.append(
                .warning(
                    "in \(owner), `\(frame.id)` has a negative \(negative) at a root width of \(width): its contentInsets or spacing are larger than its size, and a browser draws it 0 wide or tall",
                    at: position))
        }
        return diagnostics
    }

    /// The narrowest root width checked for negative sizes (below a 320 px phone, with room).
    static let narrowestCheckedWidth = 280

    /// The section index in a frame id (`s2-i4` → 2), or nil for the root and layout-wide items.
    static func sectionIndex(of id: String) -> Int? {
        guard id.hasPrefix("s") else { return nil }
        return Int(id.dropFirst().prefix { $0.isNumber })
    }
}
