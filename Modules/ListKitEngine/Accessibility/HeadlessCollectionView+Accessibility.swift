import ListKitCore

extension HeadlessCollectionView {
    /// What VoiceOver reads on screen, in its order: each displayed element
    /// that `describe` makes a node of, by ``ReadingOrder``, with the
    /// displayed elements of each orthogonal section (its cells and what is
    /// anchored to them; not its header or footer) read together, as one
    /// group placed where its elements are, before the content below.
    ///
    /// - Parameters:
    ///   - rect: `nil` (the default) for the displayed elements; otherwise
    ///     the layout's elements meeting `rect` (content coordinates) at the
    ///     current offsets, displayed or not (to look ahead of a focus move).
    ///   - describe: The node of an element, given its attributes, its view
    ///     (if one shows it) and its frame on screen (content coordinates
    ///     minus the content offset); `nil` for an element VoiceOver does
    ///     not read (a decoration, say).
    /// - Returns: The leaves in reading order; empty before the first layout.
    public func accessibilityOrder<Leaf>(
        in rect: Rect? = nil, describe: (LayoutAttributes, CollectionReusableView?, Rect) -> ReadingNode<Leaf>?
    ) -> [Leaf] {
        guard let solved = solvedLayout else { return [] }
        let elements = rect.map {
            solved.elements(
                in: $0, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets,
                limit: DisplayLimits.maximumDisplayedElements)
        } ?? displayedElements
        var nodes: [ReadingNode<Leaf>] = []
        // Each orthogonal section's nodes, by section, in the order met.
        var rows: [Int: [ReadingNode<Leaf>]] = [:]
        var rowOrder: [Int] = []
        let origin = contentOffset
        for attributes in elements {
            let screen = attributes.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            guard let node = describe(attributes, view(for: attributes), screen) else { continue }
            let section = attributes.indexPath.section
            if solved.sections.indices.contains(section), solved.sections[section].isOrthogonal,
               solved.movesWithOrthogonalScrolling(attributes) {
                if rows[section] == nil { rowOrder.append(section) }
                rows[section, default: []].append(node)
            } else {
                nodes.append(node)
            }
        }
        for section in rowOrder { nodes.append(.group(rows[section] ?? [])) }
        return ReadingOrder.leaves(of: nodes, direction: solved.layoutDirection)
    }
}
