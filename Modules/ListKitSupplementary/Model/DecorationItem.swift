import ListKitCore

/// A decoration drawn behind a section, such as its background, like UIKit's
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
public struct DecorationItem: Hashable, Sendable {
    /// The element kind, such as `"background"`.
    public var elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: DirectionalEdgeInsets
    /// The stacking order (default −1: behind cells).
    public var zIndex: Int

    /// Creates a decoration item.
    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
