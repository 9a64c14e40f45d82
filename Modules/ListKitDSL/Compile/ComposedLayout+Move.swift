import ListKitCore
import ListKitEngine

extension ComposedLayout {
    /// The layout with the component at `source` moved to `destination`, as
    /// an interactive move ends (UIKit's `collectionView(_:moveItemAt:to:)`):
    /// it leaves its section and is inserted at `destination`, in the same
    /// or another section; the items between shift by one and the sections'
    /// item counts follow. Headers, footers, decorations and section-wide
    /// closures stay with their sections.
    ///
    /// - Parameters:
    ///   - source: The component's index path before the move.
    ///   - destination: Its index path after it (in the moved layout: the
    ///     item may go after the last item of another section).
    /// - Returns: The moved layout, or `nil` when either index path is out of range.
    public func movingComponent(from source: ElementIndexPath, to destination: ElementIndexPath) -> ComposedLayout? {
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section),
              layout.sections.count == sections.count,
              sections[source.section].components.indices.contains(source.item)
        else { return nil }
        let from = sections[source.section].components
        let sameSection = source.section == destination.section
        // A same-section move ends in a list as long; another section gains one.
        let targetCount = sections[destination.section].components.count + (sameSection ? 0 : 1)
        guard destination.item >= 0, destination.item < targetCount else { return nil }
        var moved = self
        let i = source.item
        let j = destination.item
        if sameSection {
            // Position p after the move shows: j → i; others from the list without i.
            moved.sections[source.section].components = Self.list(count: from.count) { p in
                if p == j { return (from, i) }
                let rest = p < j ? p : p - 1
                return (from, rest >= i ? rest + 1 : rest)
            }
        } else {
            let to = sections[destination.section].components
            moved.sections[source.section].components = Self.list(count: from.count - 1) { p in (from, p >= i ? p + 1 : p) }
            moved.sections[destination.section].components = Self.list(count: targetCount) { p in
                p == j ? (from, i) : (to, p < j ? p : p - 1)
            }
        }
        return moved
    }

    /// `count` components, position p being `origin(p)`'s (a list and its position).
    private static func list(count: Int, origin: @escaping (Int) -> (ComponentList, Int)) -> ComponentList {
        ComponentList(
            count: count,
            id: { position in
                let (list, index) = origin(position)
                return list.id(at: index)
            },
            make: { position in
                let (list, index) = origin(position)
                return list[index]
            })
    }
}
