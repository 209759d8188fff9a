import SitegenLayout

/// The keys of a section, or of one of its variants, each decoded on its own so that a variant
/// can replace them one by one.
struct SectionParts {
    /// Whether `group` was written (even when it did not decode).
    var hasGroup = false
    /// The decoded `group`.
    var group: LayoutGroup?
    /// `contentInsets`, when written.
    var contentInsets: DirectionalEdgeInsets?
    /// `interGroupSpacing`, when written.
    var interGroupSpacing: Double?
    /// `orthogonalScrollingBehavior`, when written.
    var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
    /// `boundarySupplementaryItems`, when written.
    var boundarySupplementaryItems: [LayoutBoundaryItem]?
    /// `decorationItems`, when written.
    var decorationItems: [LayoutDecorationItem]?

    /// These parts with every key that `variant` gives replaced by the variant's value.
    func replaced(by variant: SectionParts) -> SectionParts {
        var merged = self
        if variant.hasGroup {
            merged.hasGroup = true
            merged.group = variant.group
        }
        merged.contentInsets = variant.contentInsets ?? contentInsets
        merged.interGroupSpacing = variant.interGroupSpacing ?? interGroupSpacing
        merged.orthogonalScrollingBehavior = variant.orthogonalScrollingBehavior ?? orthogonalScrollingBehavior
        merged.boundarySupplementaryItems = variant.boundarySupplementaryItems ?? boundarySupplementaryItems
        merged.decorationItems = variant.decorationItems ?? decorationItems
        return merged
    }

    /// The section these parts describe, or `nil` without a (valid) group; missing keys take their defaults.
    var section: LayoutSection? {
        guard let group else { return nil }
        return LayoutSection(
            group: group, contentInsets: contentInsets ?? .zero, interGroupSpacing: interGroupSpacing ?? 0,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior ?? .none,
            boundarySupplementaryItems: boundarySupplementaryItems ?? [], decorationItems: decorationItems ?? [])
    }
}
