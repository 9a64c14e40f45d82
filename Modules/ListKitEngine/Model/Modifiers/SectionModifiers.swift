import ListKitCore

/// What a section's modifiers set, whichever DSL spells them. The modifiers
/// below are the one implementation that ListKitDSL's and ListKitLayoutDSL's
/// sections call.
public protocol SectionModifiers {
    /// Space between repetitions of the root group (rule 10).
    var interGroupSpacing: Double { get set }
    /// Insets around the section's content (rule 11).
    var contentInsets: DirectionalEdgeInsets { get set }
    /// Which boundary the content insets are measured from.
    var contentInsetsReference: ContentInsetsReference { get set }
    /// Whether boundary supplementaries follow the leading and trailing insets (rule 18).
    var supplementariesFollowContentInsets: Bool { get set }
    /// How the section scrolls across the layout's axis (rules 13–15).
    var orthogonalScrollingBehavior: OrthogonalScrollingBehavior { get set }
}

extension SectionModifiers {
    /// The same section with `spacing` between repetitions of its root group.
    public func interGroupSpacing(_ spacing: Double) -> Self {
        var copy = self
        copy.interGroupSpacing = spacing
        return copy
    }

    /// The same section with `insets` around its content.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> Self {
        var copy = self
        copy.contentInsets = insets
        return copy
    }

    /// The same section with the given insets around its content (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        contentInsets(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same section with its insets measured from `reference`.
    public func contentInsetsReference(_ reference: ContentInsetsReference) -> Self {
        var copy = self
        copy.contentInsetsReference = reference
        return copy
    }

    /// The same section with its headers and footers following its leading
    /// and trailing insets or not.
    public func supplementariesFollowContentInsets(_ value: Bool) -> Self {
        var copy = self
        copy.supplementariesFollowContentInsets = value
        return copy
    }

    /// The same section scrolling across the layout's axis as `behavior` says.
    public func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior) -> Self {
        var copy = self
        copy.orthogonalScrollingBehavior = behavior
        return copy
    }
}

extension LayoutSection: SectionModifiers {}
