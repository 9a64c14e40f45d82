import ListKitCore
import ListKitEngine

/// A group, as the CompositionalLayoutDSL library's `LayoutGroup`: an
/// ``HGroup``, a ``VGroup``, or a type of your own whose ``layoutGroup``
/// describes it with them. A group is an item too, so groups nest, and a
/// type of your own may nest itself:
///
/// ```swift
/// struct Ladder: LayoutGroup {
///     var depth: Int
///     var layoutGroup: LayoutGroup {
///         VGroup {
///             Item(height: .fractionalHeight(0.5))
///             if depth > 0 { Ladder(depth: depth - 1) } else { Item() }
///         }
///     }
/// }
/// ```
public protocol LayoutGroup: LayoutItem {
    /// What this group is made of: a built-in group, or another
    /// `LayoutGroup` that is.
    var layoutGroup: LayoutGroup { get }
}

extension LayoutGroup {
    /// A group is the item its ``layoutGroup`` is.
    public var layoutItem: LayoutItem { layoutGroup }

    /// The engine's group this stands for, or `nil` when its ``layoutGroup``
    /// never reaches a built-in group (a type that returns itself).
    public var layoutGroupModel: ListKitEngine.LayoutGroup? {
        Resolution.follow(self as LayoutGroup, next: { $0.layoutGroup }, built: { ($0 as? any BuiltGroup).map(\.builtGroup) })
    }

    /// The same group with `items` anchored to it, after those it has.
    public func supplementaryItems(
        @LayoutSupplementaryItemBuilder _ items: () -> [LayoutSupplementaryItem]
    ) -> LayoutGroup {
        let models = items().compactMap(\.supplementaryItemModel)
        return changed { $0.supplementaryItems += models }
    }

    /// The same group with `spacing` between its subitems (`nil`: none).
    public func interItemSpacing(_ spacing: LayoutSpacing?) -> LayoutGroup {
        BuiltModelGroup(layoutGroupModel?.interItemSpacing(spacing))
    }

    /// The same group with `insets` inside its slot.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> LayoutGroup {
        BuiltModelGroup(layoutGroupModel?.contentInsets(insets))
    }

    /// The same group with the given insets inside its slot (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> LayoutGroup {
        BuiltModelGroup(layoutGroupModel?.contentInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same group with `horizontal` inside its leading and trailing edges
    /// and `vertical` inside its top and bottom.
    public func contentInsets(horizontal: Double = 0, vertical: Double = 0) -> LayoutGroup {
        contentInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same group with `value` inside all four edges.
    public func contentInsets(value: Double) -> LayoutGroup {
        contentInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The same group with `spacing` around its slot (`nil`: none).
    public func edgeSpacing(_ spacing: EdgeSpacing?) -> LayoutGroup {
        BuiltModelGroup(layoutGroupModel?.edgeSpacing(spacing))
    }

    /// The same group with the given spacing on each edge (`nil`: none).
    public func edgeSpacing(
        top: LayoutSpacing? = nil, leading: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil
    ) -> LayoutGroup {
        edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
    }

    /// The same group with `horizontal` on its leading and trailing edges and
    /// `vertical` on its top and bottom.
    public func edgeSpacing(horizontal: LayoutSpacing? = nil, vertical: LayoutSpacing? = nil) -> LayoutGroup {
        edgeSpacing(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same group with `value` on all four edges.
    public func edgeSpacing(value: LayoutSpacing?) -> LayoutGroup {
        edgeSpacing(top: value, leading: value, bottom: value, trailing: value)
    }

    private func changed(_ change: (inout ListKitEngine.LayoutGroup) -> Void) -> LayoutGroup {
        BuiltModelGroup(layoutGroupModel.map { model in
            var model = model
            change(&model)
            return model
        })
    }
}
