/// One section solved at one container width: everything needed to place any number of items,
/// in lengths relative to the section's top-left corner.
struct SectionTemplate: Hashable, Sendable {
    /// The section definition in effect.
    var section: LayoutSection
    /// The section's index in the layout.
    var index: Int
    /// The container (root or side) width the section was solved against.
    var containerWidth: Length
    /// The group instance's width and height.
    var groupWidth: Length
    var groupHeight: Length
    /// The leaves of one group instance, relative to the instance's origin.
    var leaves: [TemplateLeaf]
    /// The boundary items, in array order.
    var boundaries: [BoundarySlot]
    /// The background decorations, with their frame ids.
    var decorations: [(item: LayoutDecorationItem, id: String)]

    var insets: DirectionalEdgeInsets { section.contentInsets }
    var isOrthogonal: Bool { section.orthogonalScrollingBehavior.isOrthogonal }
    var topBoundaries: [BoundarySlot] { boundaries.filter { $0.item.alignment.isTop } }
    var bottomBoundaries: [BoundarySlot] { boundaries.filter { !$0.item.alignment.isTop } }

    /// The inner width the section's group and boundary items resolve against.
    var innerWidth: Length { containerWidth - insets.horizontal }

    /// Solves a section in a container of the given width and a viewport of the given height.
    init(section: LayoutSection, index: Int, containerWidth width: Double, viewportHeight height: Double) {
        self.section = section
        self.index = index
        containerWidth = Length.containerWidth(width)
        let insets = section.contentInsets
        let innerWidth = containerWidth - insets.horizontal
        let innerHeight = Length.viewportHeight(height) - insets.vertical
        var solver = GroupSolver()
        let size = section.group.layoutSize
        groupWidth = solver.resolve(size.widthDimension, width: innerWidth, height: innerHeight)
        groupHeight = solver.resolve(size.heightDimension, width: innerWidth, height: innerHeight)
        var namer = KindNamer()
        var boundaries: [BoundarySlot] = []
        for (position, item) in section.boundarySupplementaryItems.enumerated() {
            boundaries.append(
                BoundarySlot.solve(
                    item, index: position, id: "s\(index)-\(namer.name(item.elementKind))",
                    leadingInset: insets.leading, hostWidth: innerWidth, hostHeight: innerHeight, solver: &solver
                ))
        }
        self.boundaries = boundaries
        decorations = section.decorationItems.map { ($0, "s\(index)-\(namer.name($0.elementKind))") }
        solver.solve(
            section.group, in: LengthRect(x: .zero, y: .zero, width: groupWidth, height: groupHeight), size: size
        )
        leaves = solver.leaves
    }

    static func == (lhs: SectionTemplate, rhs: SectionTemplate) -> Bool {
        lhs.section == rhs.section && lhs.index == rhs.index && lhs.containerWidth == rhs.containerWidth
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(index)
        hasher.combine(containerWidth)
    }
}
