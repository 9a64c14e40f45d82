import ListKitCore
import ListKitSupplementary

/// A background behind a section's content, as the CompositionalLayoutDSL
/// library's `DecorationItem(elementKind:)`: UIKit's
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`, here
/// ListKitSupplementary's `DecorationItem` model.
///
/// ```swift
/// Section { HGroup(count: 4) { Item() }.height(.absolute(40)) }
///     .decorationItems {
///         DecorationItem(elementKind: "card").contentInsets(value: 8)
///     }
/// ```
public struct DecorationItem: LayoutDecorationItem {
    /// The decoration this builds.
    public var model: ListKitSupplementary.DecorationItem

    /// A background of `elementKind` behind its section's content.
    public init(elementKind: String) {
        model = ListKitSupplementary.DecorationItem(elementKind: elementKind)
    }

    /// The same, in UIKit's spelling.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }

    /// A decoration is its own ``LayoutDecorationItem``.
    public var layoutDecorationItem: LayoutDecorationItem { self }
}
