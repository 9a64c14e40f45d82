import ListKit
import ListKitSeedComponents

/// A todo row: its id stays while its title may change.
struct TodoComponent: Component, Equatable {
    let todoID: Int
    let title: String
    var id: AnyHashable { todoID }

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {
        content.draw(.text(title, at: Point(x: 16, y: 12), size: 17, color: .black))
    }
}

/// A 44-pt row of an `Int` id that draws nothing (`Equatable`: an equal
/// one is the same content).
struct SilentRow: Component, Equatable {
    let id: Int

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }

    func render(in content: ContentView) {}
}

/// A colour box that records display calls (not Equatable: always re-rendered).
struct ColorBox2Component: Component {
    let id: AnyHashable
    let color: Color
    let width: LayoutDimension
    let height: LayoutDimension

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }

    func render(in content: ContentView) { content.backgroundColor = color }
}

/// A component that counts how often it was displayed and ended.
final class DisplayLog: @unchecked Sendable {
    var events: [String] = []
}

struct LoggingComponent: Component {
    let id: AnyHashable
    let log: DisplayLog

    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)) }

    func render(in content: ContentView) {}

    func willDisplay(content: ContentView) { log.events.append("will \(id)") }

    func didEndDisplay(content: ContentView) { log.events.append("end \(id)") }
}

/// What a screen shows: for each visible cell, its index path, frame,
/// component id and drawing.
struct Screen: Equatable {
    struct Cell: Equatable {
        var path: ElementIndexPath
        var frame: Rect
        var id: AnyHashable?
        var drawing: [DrawOperation]
    }

    var cells: [Cell]

    init(_ renderer: ComposeRenderer) {
        cells = renderer.collectionView.visibleCells.map { cell in
            let componentCell = cell as? ComponentCell
            return Cell(
                path: cell.indexPath ?? ElementIndexPath(section: -1, item: -1), frame: cell.frame,
                id: componentCell?.component?.id, drawing: componentCell?.contentView?.flattenedDisplayList() ?? [])
        }
    }
}
