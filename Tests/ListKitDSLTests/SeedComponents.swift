import ListKitCore
import ListKitDSL
import ListKitSupplementary

/// The seed README's components, with only the changes Linux forces:
/// `Color` for `UIColor`, `ContentView` for `UIView`, ListKit's layout types
/// for `NSCollectionLayout…`.
struct ColorBoxComponent: Component {
    let id: AnyHashable
    let color: Color
    let width: LayoutDimension
    let height: LayoutDimension

    init(color: Color, width: LayoutDimension, height: LayoutDimension, id: AnyHashable = AnyHashable(0)) {
        self.id = id
        self.color = color
        self.width = width
        self.height = height
    }

    func contentView() -> ContentView { ContentView(frame: .zero) }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }

    func edgeSpacing() -> EdgeSpacing? { nil }

    func contentInsets() -> DirectionalEdgeInsets { .zero }

    func render(in content: ContentView) { content.backgroundColor = color }
}

/// The seed's emoji box: 30 × 30 with insets 2, a label filling it.
struct EmojiBoxComponent: Component {
    let id: AnyHashable
    let emoji: String

    init(emoji: String) {
        self.id = emoji
        self.emoji = emoji
    }

    func contentView() -> EmojiBoxComponentContentView { EmojiBoxComponentContentView() }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30)) }

    func edgeSpacing() -> EdgeSpacing? { nil }

    func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }

    func render(in content: EmojiBoxComponentContentView) { content.label.text = emoji }
}

/// The emoji box's content: a dark grey box with a label.
final class EmojiBoxComponentContentView: ContentView {
    /// A label that draws its text.
    final class Label: ContentView {
        var text = "" {
            didSet {
                clear()
                draw(.text(text, at: .zero, size: 14, color: .white))
            }
        }
    }

    let label = Label()

    init() {
        super.init(frame: .zero)
        addChild(label)
        backgroundColor = Color(rgb: 0x555555)
    }
}

/// The seed's section header: a title, full width, 44 tall (estimated).
struct SectionHeaderComponent: SupplementaryComponent {
    let title: String
    var id: AnyHashable { title }
    var elementKind: String { "header" }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)) }

    func render(in content: ContentView) {
        content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black))
    }
}

/// A section background.
struct SectionBackgroundComponent: DecorationComponent {
    var id: AnyHashable { "background" }
    var elementKind: String { "background" }

    func contentInsets() -> DirectionalEdgeInsets { DirectionalEdgeInsets(all: 5) }

    func render(in content: ContentView) { content.backgroundColor = Color(rgb: 0xEEEEEE) }
}

/// A 20 × 20 badge on a component's top-trailing corner.
struct BadgeComponent: SupplementaryComponent {
    var id: AnyHashable { "badge" }
    var elementKind: String { "badge" }
    var containerAnchor: LayoutAnchor {
        LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3)))
    }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)) }

    func render(in content: ContentView) {}
}
