import ListKitCore
import ListKitDSL

/// The Badge plugin's component written in Swift, in-process: the same
/// formula, width = max(20, 12 + 7 × characters) (characters are Unicode
/// code points, as the C plugin counts them), height 20. The named baseline
/// of the 100k-item measurements.
struct SwiftBadgeComponent: Component {
    /// The badge's id.
    let id: AnyHashable
    /// The text shown, as the plugin derives it from the props.
    let text: String

    /// An estimated width, resolved by ``measure(proposed:)``, and 20 points tall.
    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .estimated(44), heightDimension: .absolute(20))
    }

    /// As wide as the text, never narrower than tall.
    func measure(proposed: Size) -> Size? {
        Size(width: Swift.max(20, 12 + 7 * Double(text.unicodeScalars.count)), height: 20)
    }

    /// A red pill with the text, as the plugin draws it.
    func render(in content: ContentView) {
        let size = content.frame.size
        content.draw(.fillRect(Rect(origin: .zero, size: size), Color(rgb: 0xe53935)))
        content.draw(.text(text, at: Point(x: 6, y: (size.height - 12) / 2), size: 12, color: .white))
    }
}
