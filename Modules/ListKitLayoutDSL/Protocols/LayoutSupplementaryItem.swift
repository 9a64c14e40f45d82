import ListKitCore
import ListKitSupplementary

/// A supplementary anchored to an item or a group, such as a badge, as the
/// CompositionalLayoutDSL library's `LayoutSupplementaryItem`: a
/// ``SupplementaryItem`` or a type of your own whose
/// ``layoutSupplementaryItem`` describes one.
///
/// Unlike in that library it is not a ``LayoutItem``: the engine's anchored
/// supplementaries are not items, so a group does not hold them.
public protocol LayoutSupplementaryItem {
    /// What this supplementary is made of.
    var layoutSupplementaryItem: LayoutSupplementaryItem { get }
}

extension LayoutSupplementaryItem {
    /// The engine's supplementary this stands for, or `nil` when its
    /// ``layoutSupplementaryItem`` never reaches a ``SupplementaryItem``;
    /// such a supplementary is left out.
    public var supplementaryItemModel: ListKitSupplementary.SupplementaryItem? {
        Resolution.follow(
            self as LayoutSupplementaryItem, next: { $0.layoutSupplementaryItem },
            built: { ($0 as? SupplementaryItem).map { Optional($0.model) } })
    }

    /// The same supplementary drawn at `zIndex` (default 1, above its item).
    public func zIndex(zIndex: Int) -> LayoutSupplementaryItem {
        guard var item = Resolution.follow(
            self as LayoutSupplementaryItem, next: { $0.layoutSupplementaryItem },
            built: { ($0 as? SupplementaryItem).map { Optional($0) } })
        else { return self }
        item.model.zIndex = zIndex
        return item
    }
}
