import ListKitCore
import ListKitEngine

/// A section, as the CompositionalLayoutDSL library's `LayoutSection`: a
/// ``Section``, or a type of your own whose ``layoutSection`` describes it
/// with one (or with another type of your own).
///
/// ```swift
/// struct Carousel: LayoutSection {
///     var height: Double
///     var layoutSection: LayoutSection {
///         Section { HGroup { Item() }.width(.absolute(200)).height(.absolute(height)) }
///             .orthogonalScrollingBehavior(.continuous)
///     }
/// }
/// ```
///
/// The modifiers below return a `LayoutSection`, as in the library.
public protocol LayoutSection {
    /// What this section is made of: a ``Section``, or another
    /// `LayoutSection` that is.
    var layoutSection: LayoutSection { get }
}

extension LayoutSection {
    /// The ``Section`` this stands for, or `nil` when its ``layoutSection``
    /// never reaches one (a type that returns itself); the layout then ends
    /// before this section.
    public var builtSection: Section? {
        Resolution.follow(self as LayoutSection, next: { $0.layoutSection }, built: { ($0 as? Section).map { Optional($0) } })
    }

    /// The same section with `spacing` between repetitions of its group.
    public func interGroupSpacing(_ spacing: Double) -> LayoutSection {
        changed { $0.model = $0.model.interGroupSpacing(spacing) }
    }

    /// The same section with its insets measured from `reference`.
    public func contentInsetsReference(_ reference: ContentInsetsReference) -> LayoutSection {
        changed { $0.model = $0.model.contentInsetsReference(reference) }
    }

    /// The same section scrolling across the layout's axis as `behavior` says.
    public func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
        changed { $0.model = $0.model.orthogonalScrollingBehavior(behavior) }
    }

    /// The same section with its headers and footers following its leading
    /// and trailing content insets or not (default `true`).
    public func supplementariesFollowContentInsets(_ value: Bool) -> LayoutSection {
        changed { $0.model = $0.model.supplementariesFollowContentInsets(value) }
    }

    /// The same section with `items` after its headers and footers.
    public func boundarySupplementaryItems(
        @LayoutBoundarySupplementaryItemBuilder _ items: () -> [LayoutBoundarySupplementaryItem]
    ) -> LayoutSection {
        let models = items().compactMap(\.boundarySupplementaryItemModel)
        return changed { $0.model.boundarySupplementaryItems += models }
    }

    /// The same section with `items` after its decorations.
    public func decorationItems(
        @LayoutDecorationItemBuilder _ items: () -> [LayoutDecorationItem]
    ) -> LayoutSection {
        let models = items().compactMap(\.decorationItemModel)
        return changed { $0.model.decorationItems += models }
    }

    /// The same section calling `handler` on each layout pass with its
    /// visible items (see `VisibleItemsInvalidationHandler`).
    public func visibleItemsInvalidationHandler(_ handler: VisibleItemsInvalidationHandler?) -> LayoutSection {
        changed { $0.visibleItemsInvalidationHandler = handler }
    }

    /// The same section with `insets` around its content.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> LayoutSection {
        changed { $0.model = $0.model.contentInsets(insets) }
    }

    /// The same section with the given insets around its content (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> LayoutSection {
        changed { $0.model = $0.model.contentInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    }

    /// The same section with `horizontal` on its leading and trailing edges
    /// and `vertical` on its top and bottom.
    public func contentInsets(horizontal: Double = 0, vertical: Double = 0) -> LayoutSection {
        contentInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same section with `value` on all four edges.
    public func contentInsets(value: Double) -> LayoutSection {
        contentInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The section this stands for after `change`; a section that never
    /// resolves stays unresolved.
    private func changed(_ change: (inout Section) -> Void) -> LayoutSection {
        guard var section = builtSection else { return self }
        change(&section)
        return section
    }
}
