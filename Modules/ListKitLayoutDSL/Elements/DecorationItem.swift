import ListKitCore
import ListKitSupplementary

/// A section background, as the CompositionalLayoutDSL library's
/// `DecorationItem.background(elementKind:)`: UIKit's
/// `NSCollectionLayoutDecorationItem`, here ListKitSupplementary's
/// `DecorationItem`.
///
/// ```swift
/// DecorationItem.background(elementKind: "card")
///     .contentInsets(value: 8)
/// ```
public struct DecorationItem: InsettableLayout {
    /// The decoration this builds.
    public var model: ListKitSupplementary.DecorationItem

    /// A background of `elementKind` behind its section's content.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(model: ListKitSupplementary.DecorationItem(elementKind: elementKind))
    }

    /// Wraps a decoration of the model.
    public init(model: ListKitSupplementary.DecorationItem) {
        self.model = model
    }

    /// The insets between the section's edges and the decoration.
    public var contentInsets: DirectionalEdgeInsets {
        get { model.contentInsets }
        set { model.contentInsets = newValue }
    }

    /// The same decoration drawn at `zIndex` (default −1, behind the items).
    public func zIndex(_ zIndex: Int) -> Self {
        var copy = self
        copy.model.zIndex = zIndex
        return copy
    }
}
