import ListKitCore
import ListKitSupplementary

/// A component drawn behind a section, such as its background
/// (``Section/decorationItem(_:)``). Its ``Component/contentInsets()`` inset
/// it from the section's frame. Write its stacking order as the `zIndex`
/// property or, in the seed example repository's spelling, the `zIndex()`
/// method (a property wins).
public protocol DecorationComponent: Component, DecorationPlacementMethods {
    /// The element kind, such as `"background"`.
    var elementKind: String { get }
    /// The stacking order (default −1: behind cells).
    var zIndex: Int { get }
}

extension DecorationComponent {
    /// ``DecorationPlacementMethods/zIndex()`` (default −1: behind cells).
    public var zIndex: Int { zIndex() }
    /// A decoration fills its section: its layout size is not used.
    public func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    }

    /// The decoration item this component describes.
    public func decorationItem() -> DecorationItem {
        DecorationItem(elementKind: elementKind, contentInsets: contentInsets(), zIndex: zIndex)
    }
}

/// A type-erased ``DecorationComponent``.
public struct AnyDecorationComponent {
    /// The component, erased.
    public let component: AnyComponent
    /// Its layout item.
    public let item: DecorationItem

    /// Wraps `decoration`.
    public init<D: DecorationComponent>(_ decoration: D) {
        component = AnyComponent(decoration)
        item = decoration.decorationItem()
    }

    /// Pairs a component with the decoration item that places it (a layout
    /// document's background).
    public init(_ component: AnyComponent, item: DecorationItem) {
        self.component = component
        self.item = item
    }
}
