import ListKitCore
import ListKitDSL
import ListKitEngine

/// Which way a focus move goes.
public enum FocusDirection: String, Hashable, Sendable, CaseIterable {
    /// To the next element (a swipe right).
    case next
    /// To the previous element (a swipe left).
    case previous
}

extension ComposeRenderer {
    /// Moves VoiceOver's focus to the next element, as a swipe right does,
    /// at `time` (`nil` keeps the clock), and returns it; `nil` (focus
    /// unchanged) at the end of the content.
    ///
    /// With no focus yet, the first element on screen takes it. An element
    /// not wholly on screen is scrolled into view first, by the smallest
    /// distance: the collection view along its axis, an orthogonal section
    /// along its own. Past the last element on screen, the next one in
    /// reading order over the next screen's worth of content is scrolled in
    /// (an orthogonal section's next item before the content below it).
    /// Every scroll goes through ``scroll(to:at:)`` or
    /// ``scrollOrthogonally(section:to:at:)``, so components hear it as any
    /// other. See `Documentation/Accessibility.md`.
    @discardableResult
    public func focusNext(at time: Milliseconds? = nil) -> AccessibilityElement? {
        moveFocus(.next, at: time)
    }

    /// Moves the focus to the previous element, as a swipe left does: the
    /// mirror of ``focusNext(at:)``.
    @discardableResult
    public func focusPrevious(at time: Milliseconds? = nil) -> AccessibilityElement? {
        moveFocus(.previous, at: time)
    }

    /// Moves the focus one element in `direction`.
    @discardableResult
    public func moveFocus(_ direction: FocusDirection, at time: Milliseconds? = nil) -> AccessibilityElement? {
        if let time { advance(to: time) }
        var elements = accessibilityElements()
        guard let current = accessibilityFocus else {
            // No focus yet: start on screen.
            accessibilityFocus = direction == .next ? elements.first : elements.last
            if let focus = accessibilityFocus { accessibilityFocus = reveal(focus, in: &elements) }
            return accessibilityFocus
        }
        guard let focused = elements.first(where: { $0.isSameElement(as: current) }) else {
            // The focused element is gone (deleted, scrolled away): the move
            // goes on from where it was read, to the element on screen read
            // just after (or before) its last frame.
            let layout = collectionView.solvedLayout?.layoutDirection ?? .leftToRight
            guard let next = Self.neighbour(of: current.frame, direction, in: elements, layout: layout) else { return nil }
            let shown = reveal(next, in: &elements)
            accessibilityFocus = shown
            return shown
        }
        var from = focused
        for _ in 0...accessibility.maximumFocusSkips {
            // The next element on screen, when there is one.
            if let index = elements.firstIndex(where: { $0.isSameElement(as: from) }) {
                let next = direction == .next ? index + 1 : index - 1
                if elements.indices.contains(next) {
                    let shown = reveal(elements[next], in: &elements)
                    accessibilityFocus = shown
                    return shown
                }
            }
            guard let target = lookAhead(after: from.attributes, direction) else { return nil }
            elements = accessibilityElements()
            // A component read as its children is entered at its first child
            // going forward, its last going back.
            let same = { (element: AccessibilityElement) in element.attributes.isSameLayoutElement(as: target) }
            if let element = direction == .next ? elements.first(where: same) : elements.last(where: same) {
                let shown = reveal(element, in: &elements)
                accessibilityFocus = shown
                return shown
            }
            // The candidate has nothing to read: go on from it.
            from = AccessibilityElement(placeholderFor: target)
        }
        return nil
    }

    /// The element of `elements` (in reading order) read just after (or
    /// before) an element at `frame` on screen would be: the first that the
    /// reading rules put after that frame (for a tie, the frame first), or
    /// the last that they put before it.
    static func neighbour(
        of frame: Rect, _ direction: FocusDirection, in elements: [AccessibilityElement], layout: LayoutDirection
    ) -> AccessibilityElement? {
        func precedes(_ element: AccessibilityElement) -> Bool {
            ReadingOrder.order(of: [frame, element.frame], direction: layout) == [0, 1]
        }
        switch direction {
        case .next: return elements.first(where: precedes)
        case .previous: return elements.last { !precedes($0) }
        }
    }

    /// The layout element that follows the one `attributes` describe in
    /// `direction`, in reading order over a screen's worth of content beyond
    /// the bounds (the elements of the screen and of the look-ahead together),
    /// scrolled into view; `nil` when there is none.
    private func lookAhead(after attributes: LayoutAttributes, _ direction: FocusDirection) -> LayoutAttributes? {
        // Look one screen beyond along the scroll axis, and one screen
        // either side across it (where orthogonal rows go on): the work of a
        // move is that of a few screens, however long the content or a row.
        let bounds = collectionView.bounds
        guard let axis = collectionView.solvedLayout?.scrollAxis else { return nil }
        var ahead = bounds
        let length = bounds.size[axis]
        if direction == .previous { ahead.origin[axis] -= length }
        ahead.size[axis] += length
        let across = axis == .vertical ? Axis.horizontal : .vertical
        let width = bounds.size[across]
        ahead.origin[across] -= width
        ahead.size[across] += 2 * width
        let order: [LayoutAttributes] = collectionView.accessibilityOrder(in: ahead) { attributes, _, screen in
            attributes.category == .decoration ? nil : .leaf(attributes, frame: screen)
        }
        guard let position = order.firstIndex(where: { $0.isSameLayoutElement(as: attributes) }) else { return nil }
        let next = direction == .next ? position + 1 : position - 1
        guard order.indices.contains(next) else { return nil }
        let target = order[next]
        scrollToShow(target.frame, of: target)
        return target
    }

    /// `element` after scrolling it wholly into view (re-read from the screen).
    private func reveal(_ element: AccessibilityElement, in elements: inout [AccessibilityElement]) -> AccessibilityElement {
        let content = element.frame.offsetBy(dx: collectionView.contentOffset.x, dy: collectionView.contentOffset.y)
        guard scrollToShow(content, of: element.attributes) else { return element }
        elements = accessibilityElements()
        return elements.first { $0.isSameElement(as: element) } ?? element
    }

    /// Scrolls by the smallest distances that bring `frame` (content
    /// coordinates) inside the bounds: the orthogonal section of an element
    /// that moves with it along the section's axis, then the collection
    /// view along its own. Returns whether anything scrolled.
    @discardableResult
    private func scrollToShow(_ frame: Rect, of attributes: LayoutAttributes) -> Bool {
        guard let solved = collectionView.solvedLayout else { return false }
        var scrolled = false
        var frame = frame
        let section = attributes.indexPath.section
        if let geometry = collectionView.orthogonalGeometry(forSection: section), solved.movesWithOrthogonalScrolling(attributes) {
            let axis = geometry.axis
            let window = solved.sections[section].frame
            let move = Self.distance(frame.min(axis), frame.max(axis), window.min(axis), window.max(axis))
            if move != 0 {
                let sign: Double = axis == .horizontal && solved.layoutDirection.mirrors ? -1 : 1
                var offset = collectionView.orthogonalOffset(forSection: section)
                let limit = Swift.max(0, geometry.contentLength - geometry.visibleLength)
                let wanted = Swift.min(limit, Swift.max(0, offset[axis] + sign * move))
                frame.origin[axis] -= (wanted - offset[axis]) * sign
                offset[axis] = wanted
                scrollOrthogonally(section: section, to: offset)
                scrolled = true
            }
        }
        let axis = solved.scrollAxis
        let bounds = collectionView.bounds
        let move = Self.distance(frame.min(axis), frame.max(axis), bounds.min(axis), bounds.max(axis))
        if move != 0 {
            var offset = collectionView.contentOffset
            offset[axis] += move
            scroll(to: offset)
            scrolled = true
        }
        return scrolled
    }

    /// How far the content must move (positive: towards smaller
    /// coordinates) for the span `start … end` to lie inside `low … high`;
    /// a span longer than the window is aligned at its start.
    static func distance(_ start: Double, _ end: Double, _ low: Double, _ high: Double) -> Double {
        if end > high { return Swift.min(end - high, start - low) }
        if start < low { return start - low }
        return 0
    }
}


extension AccessibilityElement {
    /// A stand-in for a layout element with nothing to read, which a focus
    /// move passes over.
    init(placeholderFor attributes: LayoutAttributes) {
        self.init(
            label: "", value: nil, hint: nil, traits: [], customActions: [], sortPriority: 0, frame: attributes.frame,
            attributes: attributes, id: nil, child: nil, texts: [], imageNames: [], declarationError: nil)
    }
}
