import ListKitCore
import ListKitSupplementary

/// A decoration such as a section's background, as the CompositionalLayoutDSL
/// library's `LayoutDecorationItem`: a ``DecorationItem`` or a type of your
/// own whose ``layoutDecorationItem`` describes one.
public protocol LayoutDecorationItem {
    /// What this decoration is made of.
    var layoutDecorationItem: LayoutDecorationItem { get }
}

extension LayoutDecorationItem {
    /// The engine's decoration this stands for, or `nil` when its
    /// ``layoutDecorationItem`` never reaches a ``DecorationItem``; such a
    /// decoration is left out.
    public var decorationItemModel: ListKitSupplementary.DecorationItem? {
        built?.model
    }

    /// The same decoration drawn at `zIndex` (default −1, behind the items).
    public func zIndex(zIndex: Int) -> LayoutDecorationItem {
        changed { $0.model.zIndex = zIndex }
    }

    /// The same decoration with `insets` between it and its section's edges.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> LayoutDecorationItem {
        changed { $0.model.contentInsets = insets }
    }

    /// The same decoration with the given insets (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> LayoutDecorationItem {
        contentInsets(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same decoration with `horizontal` inside its leading and trailing
    /// edges and `vertical` inside its top and bottom.
    public func contentInsets(horizontal: Double = 0, vertical: Double = 0) -> LayoutDecorationItem {
        contentInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same decoration with `value` inside all four edges.
    public func contentInsets(value: Double) -> LayoutDecorationItem {
        contentInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    private var built: DecorationItem? {
        Resolution.follow(
            self as LayoutDecorationItem, next: { $0.layoutDecorationItem },
            built: { ($0 as? DecorationItem).map { Optional($0) } })
    }

    private func changed(_ change: (inout DecorationItem) -> Void) -> LayoutDecorationItem {
        guard var item = built else { return self }
        change(&item)
        return item
    }
}
