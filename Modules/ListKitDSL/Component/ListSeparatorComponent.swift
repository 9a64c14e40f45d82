import ListKitCore
import ListKitEngine

/// The component of a list section's separators (decorations of kind
/// `"separator"`): its frame filled with UIKit's opaque separator colour,
/// `#C6C6C8`.
public struct ListSeparatorComponent: Component, Equatable, Sendable {
    /// The separators' element kind, interned.
    public static let kind = ElementKind(ListConfiguration.separatorElementKind)

    /// The row the separator belongs to.
    public let item: Int

    /// The separator of the row at `item`.
    public init(item: Int) {
        self.item = item
    }

    /// The row's item index.
    public var id: Int { item }

    /// A separator's frame comes from its row: its layout size is not used.
    public func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
    }

    /// Fills the frame.
    public func render(in content: ContentView) {
        content.draw(.fillRect(Rect(origin: .zero, size: content.frame.size), Color(rgb: 0xC6C6C8)))
    }
}
