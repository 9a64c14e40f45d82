import ListKitCore

/// What a ``ContentAnchor`` keeps of a layout before it changes, to find the
/// content offset that keeps it in place after (see
/// ``SolvedLayout/anchorPosition(_:contentOffset:)``).
struct ContentAnchorPosition {
    /// What is kept along the scroll axis.
    enum Kept {
        /// The distance from the logical offset to the content's end.
        case distanceToEnd(Double)
        /// The cells that may anchor, in order of preference, each with its
        /// edge's position on screen (the leading edge, or the trailing one
        /// when `trailing`).
        case cells([(path: ElementIndexPath, position: Double)], trailing: Bool)
    }

    /// The scroll axis of the layout before.
    let axis: Axis
    /// The content offset before, left to right.
    let logicalOffset: Point
    /// What is kept.
    let kept: Kept
}

extension SolvedLayout {
    /// What `mode` keeps of this layout shown at `contentOffset`, or `nil`
    /// when it keeps the offset itself (``ContentAnchor/top``) or no cell is
    /// in view for an item mode.
    func anchorPosition(_ mode: ContentAnchor, contentOffset: Point) -> ContentAnchorPosition? {
        let axis = scrollAxis
        let logical = logicalOffset(contentOffset)
        switch mode {
        case .top:
            return nil
        case .bottom:
            return ContentAnchorPosition(
                axis: axis, logicalOffset: logical, kept: .distanceToEnd(contentSize[axis] - logical[axis]))
        case .topItem, .bottomItem:
            let trailing = mode == .bottomItem
            var cells = elements(in: bounds(at: contentOffset), contentOffset: contentOffset, orthogonalOffsets: [:]).filter {
                $0.category == .cell && !sections[$0.indexPath.section].isOrthogonal
            }
            if trailing { cells.reverse() }
            // A cell with its final size anchors before one that may still change.
            let measured = cells.filter { isMeasured(section: $0.indexPath.section, item: $0.indexPath.item) }
            let unmeasured = cells.filter { !isMeasured(section: $0.indexPath.section, item: $0.indexPath.item) }
            let candidates = (measured + unmeasured).map { cell in
                let frame = logicalRect(cell.frame)
                return (path: cell.indexPath, position: (trailing ? frame.max(axis) : frame.min(axis)) - logical[axis])
            }
            guard !candidates.isEmpty else { return nil }
            return ContentAnchorPosition(axis: axis, logicalOffset: logical, kept: .cells(candidates, trailing: trailing))
        }
    }

    /// The content offset of this layout that keeps `anchor` in place: the
    /// first of its cells that `newPath` still finds (its index path after
    /// a change; `nil`: gone) goes back to its position on screen. `nil`
    /// when no cell is left, or the scroll axis changed.
    func contentOffset(
        restoring anchor: ContentAnchorPosition, newPath: (ElementIndexPath) -> ElementIndexPath?
    ) -> Point? {
        guard anchor.axis == scrollAxis else { return nil }
        let axis = anchor.axis
        var logical = anchor.logicalOffset
        switch anchor.kept {
        case .distanceToEnd(let distance):
            logical[axis] = contentSize[axis] - distance
        case .cells(let cells, let trailing):
            var found: (frame: Rect, position: Double)?
            for cell in cells {
                guard let path = newPath(cell.path), sections.indices.contains(path.section),
                      let frame = sections[path.section].cellFrame(at: path.item) else { continue }
                found = (frame, cell.position)
                break
            }
            guard let (frame, position) = found else { return nil }
            logical[axis] = (trailing ? frame.max(axis) : frame.min(axis)) - position
        }
        return logicalOffset(logical)
    }
}
