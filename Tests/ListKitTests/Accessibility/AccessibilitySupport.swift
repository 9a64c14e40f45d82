import ListKit

/// A box that draws its id as a 17-pt black text at (8, 8).
struct LabelledBox: Component, Equatable {
    let id: String
    var width: LayoutDimension = .fractionalWidth(1)
    var height: LayoutDimension = .absolute(44)
    var textColor: Color = .black
    var textSize: Double = 17

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }

    func render(in content: ContentView) {
        content.draw(.text(id, at: Point(x: 8, y: 8), size: textSize, color: textColor))
    }
}

/// A header that draws its title.
struct TitleHeader: SupplementaryComponent, Equatable {
    let title: String
    var id: String { title }
    var elementKind: String { "header" }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {
        content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black))
    }
}

/// A footer that draws its text.
struct TitleFooter: SupplementaryComponent, Equatable {
    let title: String
    var id: String { title }
    var elementKind: String { "footer" }
    var alignment: RectAlignment { .bottom }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {
        content.draw(.text(title, at: Point(x: 16, y: 12), size: 13, color: .black))
    }
}

/// A row with swipe actions (`Pin` leading, `Delete` trailing) whose
/// accessibility is `declared`.
struct SwipeRow: Component {
    let id: String
    var declared: Accessibility?
    var performed: ActionLog?

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {
        content.draw(.text(id, at: Point(x: 16, y: 12), size: 17, color: .black))
    }

    func leadingSwipeActions() -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin") { performed?.names.append("Pin \(id)") }])
    }

    func trailingSwipeActions() -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [
            SwipeAction(title: "Delete", style: .destructive) { performed?.names.append("Delete \(id)") },
        ])
    }

    func accessibility() -> Accessibility? { declared }
}

/// What actions ran.
final class ActionLog: @unchecked Sendable {
    var names: [String] = []
}

extension ComposeRenderer {
    /// The labels of ``accessibilityElements()``, in order.
    var spokenLabels: [String] { accessibilityElements().map(\.label) }
}
