/// One leaf of a solved group instance: its slot relative to the instance's origin, and the
/// insets that turn the slot into the item's frame.
struct TemplateLeaf: Hashable, Sendable {
    /// The slot, relative to the group instance's top-left corner.
    var slot: LengthRect
    /// The content insets in effect (zero on an estimated axis).
    var insets: DirectionalEdgeInsets
    /// The dimension that decided the leaf's width (for estimated and uniform sizing).
    var widthDimension: LayoutDimension
    /// The dimension that decided the leaf's height (for estimated and uniform sizing).
    var heightDimension: LayoutDimension

    /// The item's frame: the slot shrunk by its insets.
    var frame: LengthRect { slot.inset(by: insets) }
}
