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
        /// when `trailing`); `boundary` marks a section's header or footer
        /// (its position among the section's boundary supplementaries).
        case cells([(path: ElementIndexPath, boundary: Bool, position: Double)], trailing: Bool)
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
    ///
    /// `measuring`: the layout is about to measure (index paths stay), so a
    /// section's header or footer may anchor too (see below).
    func anchorPosition(_ mode: ContentAnchor, contentOffset: Point, measuring: Bool = false) -> ContentAnchorPosition? {
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
            var candidates = (measured + unmeasured).map { cell in
                (path: cell.indexPath, boundary: false,
                 position: Self.edgePosition(of: logicalRect(cell.frame), axis: axis, trailing: trailing, logical: logical))
            }
            // A header (footer) whose anchored edge is in view and comes
            // before every cell's keeps its place first: measuring it then
            // moves what follows it, not what the screen starts with (at the
            // rest offset, the content's start stays at the viewport's).
            if measuring, let header = firstUnpinnedBoundary(at: contentOffset, trailing: trailing),
               trailing ? header.position <= viewport.size[axis] : header.position >= 0,
               candidates.allSatisfy({ trailing ? header.position >= $0.position : header.position <= $0.position }) {
                candidates.insert(header, at: 0)
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
                // A header or footer is kept only through measuring, where
                // index paths do not change.
                guard let path = cell.boundary ? cell.path : newPath(cell.path),
                      sections.indices.contains(path.section),
                      let frame = cell.boundary
                        ? sections[path.section].boundaryFrame(at: path.item)
                        : sections[path.section].cellFrame(at: path.item)
                else { continue }
                found = (frame, cell.position)
                break
            }
            guard let (frame, position) = found else { return nil }
            logical[axis] = (trailing ? frame.max(axis) : frame.min(axis)) - position
        }
        return logicalOffset(logical)
    }

    /// The section header or footer in view at `contentOffset` whose edge
    /// comes first from the anchored side (the leading edge, or the trailing
    /// one when `trailing`), pinned ones and orthogonal sections' left out,
    /// as an anchor candidate.
    private func firstUnpinnedBoundary(
        at contentOffset: Point, trailing: Bool
    ) -> (path: ElementIndexPath, boundary: Bool, position: Double)? {
        let axis = scrollAxis
        let logical = logicalOffset(contentOffset)
        let rect = logicalRect(bounds(at: contentOffset))
        let visible = visibleSpan(at: logical)
        var best: (path: ElementIndexPath, boundary: Bool, position: Double)?
        for section in sections[sections(meeting: rect)] where !section.isOrthogonal {
            for element in section.shownBoundary(visible: visible) where !element.isPinned && element.frame.intersects(rect) {
                let position = Self.edgePosition(of: element.frame, axis: axis, trailing: trailing, logical: logical)
                if best.map({ trailing ? position > $0.position : position < $0.position }) ?? true {
                    best = (element.indexPath, true, position)
                }
            }
        }
        return best
    }

    /// Where `frame`'s anchored edge (the leading one, or the trailing one
    /// when `trailing`) is on screen: its distance along `axis` from the
    /// left-to-right offset `logical`.
    private static func edgePosition(of frame: Rect, axis: Axis, trailing: Bool, logical: Point) -> Double {
        (trailing ? frame.max(axis) : frame.min(axis)) - logical[axis]
    }
}
