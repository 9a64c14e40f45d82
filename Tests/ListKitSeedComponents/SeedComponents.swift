import ListKitCore
import ListKitDSL
import ListKitSupplementary

// The seed README's components, with only the changes Linux forces:
// `Color` for `UIColor`, `ContentView` for `UIView`, ListKit's layout types
// for `NSCollectionLayout…`. The one copy every test target uses.

/// The seed's colour box: a background colour at a given size.
public struct ColorBoxComponent: Component {
    /// The component's id.
    public let id: AnyHashable
    /// The background colour.
    public let color: Color
    /// The width.
    public let width: LayoutDimension
    /// The height.
    public let height: LayoutDimension

    /// Creates the component.
    public init(color: Color, width: LayoutDimension, height: LayoutDimension, id: AnyHashable = AnyHashable(0)) {
        self.id = id
        self.color = color
        self.width = width
        self.height = height
    }

    /// A new content view.
    public func contentView() -> ContentView { ContentView(frame: .zero) }

    /// The component's size.
    public func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }

    /// No edge spacing.
    public func edgeSpacing() -> EdgeSpacing? { nil }

    /// The insets inside the slot.
    public func contentInsets() -> DirectionalEdgeInsets { .zero }

    /// Draws the component.
    public func render(in content: ContentView) { content.backgroundColor = color }
}

/// The seed's emoji box: 30 × 30 with insets 2, a label filling it.
public struct EmojiBoxComponent: Component, Equatable {
    /// The component's id.
    public let id: AnyHashable
    /// The emoji shown.
    public let emoji: String

    /// Creates the component.
    public init(emoji: String) {
        self.id = emoji
        self.emoji = emoji
    }

    /// A new content view.
    public func contentView() -> EmojiBoxComponentContentView { EmojiBoxComponentContentView() }

    /// The component's size.
    public func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30)) }

    /// No edge spacing.
    public func edgeSpacing() -> EdgeSpacing? { nil }

    /// The insets inside the slot.
    public func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }

    /// Draws the component.
    public func render(in content: EmojiBoxComponentContentView) { content.label.text = emoji }
}

/// The emoji box's content: a dark grey box with a label.
public final class EmojiBoxComponentContentView: ContentView {
    /// A label that draws its text.
    public final class Label: ContentView {
        /// The text drawn.
        public var text = "" {
            didSet {
                clear()
                draw(.text(text, at: .zero, size: 14, color: .white))
            }
        }
    }

    /// The label child.
    public let label = Label()

    /// Creates the component.
    public init() {
        super.init(frame: .zero)
        addChild(label)
        backgroundColor = Color(rgb: 0x555555)
    }
}

/// The seed's section header: a title, full width, 44 tall (estimated).
public struct SectionHeaderComponent: SupplementaryComponent {
    /// The title shown.
    public let title: String

    /// Creates the component.
    public init(title: String) {
        self.title = title
    }
    /// The component's id.
    public var id: AnyHashable { title }
    /// The element kind.
    public var elementKind: String { "header" }

    /// The component's size.
    public func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }

    /// Draws the component.
    public func render(in content: ContentView) {
        content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black))
    }
}

/// A section background.
public struct SectionBackgroundComponent: DecorationComponent {
    /// Creates the component.
    public init() {}

    /// The component's id.
    public var id: AnyHashable { "background" }
    /// The element kind.
    public var elementKind: String { "background" }

    /// The insets inside the slot.
    public func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(all: 5) }

    /// Draws the component.
    public func render(in content: ContentView) { content.backgroundColor = Color(rgb: 0xEEEEEE) }
}

/// A 20 × 20 badge on a component's top-trailing corner.
public struct BadgeComponent: SupplementaryComponent {
    /// Creates the component.
    public init() {}

    /// The component's id.
    public var id: AnyHashable { "badge" }
    /// The element kind.
    public var elementKind: String { "badge" }
    /// Where the badge sits on its item.
    public var containerAnchor: LayoutAnchor {
        LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3)))
    }

    /// The component's size.
    public func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)) }

    /// Draws the component.
    public func render(in content: ContentView) {}
}
