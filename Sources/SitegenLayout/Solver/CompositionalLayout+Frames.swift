public import SitegenDiagnostics

extension CompositionalLayout {
    /// The item count of each section for a preview: `override` when given, else each
    /// section's `items:`.
    public func previewItemCounts(override: Int? = nil) -> [Int] {
        sections.map { override ?? $0.previewItemCount }
    }

    /// Solves the layout at a root width: every frame, in document order.
    /// - Parameters:
    ///   - width: The root (container) width in CSS pixels.
    ///   - height: The viewport height that section-level `fractionalHeight` refers to.
    ///   - itemCounts: How many items each section holds.
    /// - Returns: The frames, or the diagnostic that says what is not covered at this width or
    ///   which frame is too large to compute.
    public func frames(width: Double, height: Double = 900, itemCounts: [Int]) -> Result<[LayoutFrame], Diagnostic> {
        switch resolve(width: width, height: height) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let resolution):
            let frames = resolution.frames(layout: self, itemCounts: itemCounts)
            if let overflow = overflowDiagnostic(frames, width: width) { return .failure(overflow) }
            return .success(frames)
        }
    }

    /// An error for the first frame whose position or size is not a finite number (lengths so
    /// large that their sums overflow), at its section, the root only when nothing else is;
    /// `nil` when every frame is finite.
    func overflowDiagnostic(_ frames: [LayoutFrame], width: Double) -> Diagnostic? {
        let overflowing = frames.filter { !$0.isFinite }
        guard let frame = overflowing.first(where: { $0.id != "root" }) ?? overflowing.first else { return nil }
        let position = Self.sectionIndex(of: frame.id).flatMap { sections[$0].position } ?? self.position
        return .error(
            "`\(frame.id)` is too large to compute at a root width of \(formatNumber(width)): its position or "
                + "size is not a finite number; use smaller lengths", at: position)
    }
}

extension LayoutResolution {
    /// Every frame, in document order: root, layout-wide top items, sections, layout-wide
    /// bottom items.
    func frames(layout: CompositionalLayout, itemCounts: [Int]) -> [LayoutFrame] {
        var frames: [LayoutFrame] = []
        var y = Length.zero
        for slot in boundaries where slot.item.alignment.isTop {
            frames.append(LayoutFrame(id: slot.id, rect: slot.frame(y: y)))
            y = y + slot.height
        }
        let stack = sectionStack(layout: layout, itemCounts: itemCounts, top: y.value)
        for (template, origin) in zip(sections, stack.origins) {
            frames += template.frames(x: origin.x, y: origin.y, itemCount: origin.itemCount, viewportHeight: height)
        }
        var bottom = Length(stack.bottom)
        for slot in boundaries where !slot.item.alignment.isTop {
            frames.append(slot.drawnFrame(y: bottom, hostTop: 0, dx: 0, viewportHeight: height))
            bottom = bottom + slot.height
        }
        frames.insert(LayoutFrame(id: "root", x: 0, y: 0, width: width, height: bottom.value), at: 0)
        return frames + hiddenFrames(layout: layout, shown: Set(frames.map(\.id)))
    }

    /// Zero frames for the boundary and decoration elements the markup holds but this width
    /// hides (`display: none`), so that frames and markup list the same ids.
    private func hiddenFrames(layout: CompositionalLayout, shown: Set<String>) -> [LayoutFrame] {
        var ids = layout.layoutElements().map { "layout-\($0.suffix)" }
        for index in layout.sections.indices {
            ids += layout.sectionElements(index).map { "s\(index)-\($0.suffix)" }
        }
        return ids.filter { !shown.contains($0) }.map { LayoutFrame(id: $0, x: 0, y: 0, width: 0, height: 0) }
    }
}

extension SectionTemplate {
    /// The section's frames at an origin: the section, its boundary and decoration items, its
    /// items, as drawn at scroll offset 0 in a viewport of `viewportHeight`.
    func frames(x: Double, y: Double, itemCount: Int, viewportHeight: Double) -> [LayoutFrame] {
        var frames = [
            LayoutFrame(
                id: "s\(index)", x: x, y: y, width: containerWidth.value, height: height(itemCount: itemCount).value
            )
        ]
        var cursor = Length.zero
        for slot in topBoundaries {
            frames.append(LayoutFrame(id: slot.id, rect: slot.frame(y: cursor), dx: x, dy: y))
            cursor = cursor + slot.height
        }
        let content = contentHeight(itemCount: itemCount)
        var bottom = cursor + content
        for slot in bottomBoundaries {
            frames.append(slot.drawnFrame(y: bottom, hostTop: y, dx: x, viewportHeight: viewportHeight))
            bottom = bottom + slot.height
        }
        for decoration in decorations {
            let box = LengthRect(x: .zero, y: cursor, width: containerWidth, height: content)
            frames.append(
                LayoutFrame(id: decoration.id, rect: box.inset(by: decoration.item.contentInsets), dx: x, dy: y))
        }
        forEachItemFrame(itemCount: itemCount) { item, frame in
            frames.append(LayoutFrame(id: "s\(index)-i\(item)", rect: frame, dx: x, dy: y))
        }
        return frames
    }

    /// Calls `body` with each item's index and frame, relative to the section, in order (each
    /// leaf's frame and each instance's origin worked out once).
    func forEachItemFrame(itemCount: Int, _ body: (Int, LengthRect) -> Void) {
        guard !leaves.isEmpty, itemCount > 0 else { return }
        let frames = leaves.map(\.frame)
        var item = 0
        for instance in 0... {
            let origin = instanceOrigin(instance)
            for frame in frames {
                guard item < itemCount else { return }
                body(item, frame.offsetBy(x: origin.x, y: origin.y))
                item += 1
            }
        }
    }
}
