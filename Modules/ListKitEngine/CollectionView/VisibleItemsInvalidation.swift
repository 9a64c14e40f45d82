import ListKitCore

/// What a visible-items invalidation handler knows of the layout's
/// surroundings, like UIKit's `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container: the collection view's bounds size (`contentSize`) and
    /// adjusted content inset, as UIKit's `environment.container`.
    public var container: LayoutContainer
    /// Pixels per point (UIKit's `traitCollection.displayScale`).
    public var scale: Double

    /// The environment of `viewport`.
    public init(viewport: Viewport) {
        container = viewport.container
        scale = viewport.scale
    }
}

/// UIKit's `visibleItemsInvalidationHandler`: called with a section's
/// visible items (cells, supplementaries and decorations), the content
/// offset and the layout environment each time they are laid out; what it
/// sets on the items (alpha, zIndex, frame) is what is displayed.
///
/// As in UIKit, for a section that scrolls orthogonally the items' frames are
/// those of the section's unscrolled content and the offset is the section's
/// own scroll offset; for other sections the offset is the collection view's.
///
/// ```swift
/// // A carousel that fades items with their distance from the centre.
/// let carousel: VisibleItemsInvalidationHandler = { items, offset, environment in
///     let centre = offset.x + environment.container.contentSize.width / 2
///     items.forEach { item in
///         let distance = abs(item.frame.midX - centre) / environment.container.contentSize.width
///         item.alpha = max(0.5, 1 - distance)
///     }
/// }
/// ```
public typealias VisibleItemsInvalidationHandler =
    (_ visibleItems: [VisibleItem], _ contentOffset: Point, _ environment: LayoutEnvironment) -> Void

/// A solved layout whose elements pass through their section's
/// visible-items invalidation handler: what the collection view displays
/// and what a lifecycle tracker sees.
public struct InvalidatedLayout: LayoutElementSource {
    /// The solved layout.
    public let solved: SolvedLayout
    /// The environment handed to handlers.
    public let environment: LayoutEnvironment
    /// Each section's handler, if any; `nil` when no section has one.
    let handler: ((Int) -> VisibleItemsInvalidationHandler?)?

    /// A solved layout with the handlers `handler` gives per section (`nil`:
    /// none, the elements are the solved layout's).
    public init(solved: SolvedLayout, handler: ((Int) -> VisibleItemsInvalidationHandler?)?) {
        self.solved = solved
        self.environment = LayoutEnvironment(viewport: solved.viewport)
        self.handler = handler
    }

    /// The solved layout's elements meeting `rect`, each section's passed
    /// through its handler.
    public func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: .max)
    }

    /// The same elements, no more than `limit + 1` of them (passed through
    /// the handlers only when there are at most `limit`).
    public func elements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int
    ) -> [LayoutAttributes] {
        var found = solved.elements(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, limit: limit)
        if found.count <= limit { invalidate(&found, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets) }
        return found
    }

    /// Passes each section's elements among `elements` through its handler,
    /// in place.
    public func invalidate(_ elements: inout [LayoutAttributes], contentOffset: Point, orthogonalOffsets: [Int: Point]) {
        guard let handler else { return }
        var positions: [Int: [Int]] = [:]
        for (position, attributes) in elements.enumerated() where attributes.indexPath.section >= 0 {
            positions[attributes.indexPath.section, default: []].append(position)
        }
        for section in positions.keys.sorted() {
            guard let handler = handler(section), let members = positions[section] else { continue }
            let isOrthogonal = solved.sections.indices.contains(section) && solved.sections[section].isOrthogonal
            let shift = solved.orthogonalShift(ofSection: section, orthogonalOffsets)
            var items: [VisibleItem] = []
            var moves: [Bool] = []
            items.reserveCapacity(members.count)
            for position in members {
                var attributes = elements[position]
                let moving = solved.movesWithOrthogonalScrolling(attributes)
                if moving { attributes.frame = attributes.frame.offsetBy(dx: -shift.x, dy: -shift.y) }
                items.append(VisibleItem(attributes))
                moves.append(moving)
            }
            let offset = isOrthogonal ? (orthogonalOffsets[section] ?? .zero) : contentOffset
            // The handler sets the items' appearance and place; which element
            // each one is stays read-only, as in UIKit.
            handler(items, offset, environment)
            for (index, position) in members.enumerated() {
                var attributes = items[index].attributes
                if moves[index] { attributes.frame = attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
                elements[position] = attributes
            }
        }
    }
}
