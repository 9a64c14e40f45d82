import ListKitCore
import ListKitScrolling
import ListKitLifecycle

/// A small vertical layout for tests, with ids: sections stacked top to
/// bottom, each an optional header (pinned or not), then either a list of
/// full-width rows or an orthogonal carousel of fixed-width items, with an
/// optional background decoration covering the section.
///
/// Its `elements(in:)` works out rows and carousel items by arithmetic and
/// returns one extra neighbour on each side that may not meet the rectangle,
/// so the tracker's own intersection test is exercised; ``allElements``
/// lists every element, for brute-force checks.
struct FakeLayout: LayoutElementSource {
    /// The content width (the viewport's width does not change it).
    var width: Double = 375
    /// The sections, in order.
    var sections: [FakeSection]
    /// What it answers as ``cellFramesGeneration`` (`nil`: it promises nothing).
    var generation: UInt64?

    /// A layout of `sections`, naming its frames `generation` when given.
    init(width: Double = 375, sections: [FakeSection], generation: UInt64? = nil) {
        self.width = width
        self.sections = sections
        self.generation = generation
    }

    /// ``generation``.
    var cellFramesGeneration: UInt64? { generation }

    /// One list section of `count` rows 50 pt tall with ids `r0`, `r1`, …
    static func list(rows count: Int, rowHeight: Double = 50) -> FakeLayout {
        FakeLayout(sections: [FakeSection(id: "s0", rows: (0..<count).map { "r\($0)" }, rowHeight: rowHeight)])
    }

    /// Where each section starts along y.
    var sectionStarts: [Double] {
        var starts = [Double]()
        var y = 0.0
        for section in sections {
            starts.append(y)
            y += section.height
        }
        return starts
    }

    /// The content height.
    var contentHeight: Double { sections.reduce(0) { $0 + $1.height } }

    /// The valid content offsets in a viewport of `size`.
    func range(in size: Size) -> ContentOffsetRange {
        (try? ContentOffsetRange(contentSize: Size(width: width, height: contentHeight), viewportSize: size))
            ?? .unbounded
    }

    /// The id of the element `attributes` describe.
    func identify(_ attributes: LayoutAttributes) -> ElementID? {
        guard sections.indices.contains(attributes.indexPath.section) else { return nil }
        let section = sections[attributes.indexPath.section]
        switch attributes.category {
        case .cell:
            return section.items.indices.contains(attributes.indexPath.item)
                ? ElementID(section.items[attributes.indexPath.item]) : nil
        case .supplementary, .decoration:
            return ElementID(section.id)
        }
    }

    /// Every element, with pinning and orthogonal offsets applied.
    func allElements(contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        for (index, start) in zip(sections.indices, sectionStarts) {
            let section = sections[index]
            for item in section.items.indices {
                out.append(cell(index, item, start: start, shift: orthogonalOffsets[index]?.x ?? 0))
            }
            out.append(contentsOf: extras(index, start: start, contentOffset: contentOffset))
        }
        return out
    }

    func elements(in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point]) -> [LayoutAttributes] {
        var out = [LayoutAttributes]()
        for (index, start) in zip(sections.indices, sectionStarts) {
            let section = sections[index]
            guard rect.maxY > start - 1, rect.minY < start + section.height + 1 else { continue }
            let range: Range<Int>
            if let carousel = section.carousel {
                let shift = orthogonalOffsets[index]?.x ?? 0
                let pitch = carousel.itemWidth + carousel.spacing
                let low = Int(((rect.minX + shift - carousel.inset) / pitch).rounded(.down)) - 1
                let high = Int(((rect.maxX + shift - carousel.inset) / pitch).rounded(.up)) + 1
                range = Swift.max(0, low)..<Swift.max(0, Swift.min(section.items.count, high))
            } else {
                let top = start + section.headerHeight
                let low = Int(((rect.minY - top) / section.rowHeight).rounded(.down)) - 1
                let high = Int(((rect.maxY - top) / section.rowHeight).rounded(.up)) + 1
                range = Swift.max(0, low)..<Swift.max(0, Swift.min(section.items.count, high))
            }
            for item in range {
                out.append(cell(index, item, start: start, shift: orthogonalOffsets[index]?.x ?? 0))
            }
            out.append(contentsOf: extras(index, start: start, contentOffset: contentOffset))
        }
        return out
    }

    /// The cell at `item` of section `index`, which starts at `start`.
    private func cell(_ index: Int, _ item: Int, start: Double, shift: Double) -> LayoutAttributes {
        let section = sections[index]
        let top = start + section.headerHeight
        let frame: Rect
        if let carousel = section.carousel {
            let x = carousel.inset + Double(item) * (carousel.itemWidth + carousel.spacing) - shift
            frame = Rect(x: x, y: top, width: carousel.itemWidth, height: carousel.height)
        } else {
            frame = Rect(x: 0, y: top + Double(item) * section.rowHeight, width: width, height: section.rowHeight)
        }
        return LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: index, item: item), frame: frame)
    }

    /// The header (pinned as rule 17 says, with no content inset) and the background.
    private func extras(_ index: Int, start: Double, contentOffset: Point) -> [LayoutAttributes] {
        let section = sections[index]
        var out = [LayoutAttributes]()
        let path = ElementIndexPath(section: index, item: 0)
        if section.headerHeight > 0 {
            var y = start
            var isPinned = false
            if section.pinsHeader {
                y = Swift.min(Swift.max(start, contentOffset.y), start + section.height - section.headerHeight)
                isPinned = y != start
            }
            out.append(LayoutAttributes(
                category: .supplementary, elementKind: "header", indexPath: path,
                frame: Rect(x: 0, y: y, width: width, height: section.headerHeight), zIndex: 2,
                pinsToVisibleBounds: section.pinsHeader, isPinned: isPinned))
        }
        if section.hasBackground {
            out.append(LayoutAttributes(
                category: .decoration, elementKind: "background", indexPath: path,
                frame: Rect(x: 0, y: start, width: width, height: section.height), zIndex: -1))
        }
        return out
    }
}

/// One section of a ``FakeLayout``.
struct FakeSection {
    /// The section's id (its header's and background's id).
    var id: String
    /// The item ids.
    var items: [String]
    /// The row height of a list section.
    var rowHeight: Double = 50
    /// The header height; 0 for none.
    var headerHeight: Double = 0
    /// Whether the header pins.
    var pinsHeader = false
    /// Whether a background decoration covers the section.
    var hasBackground = false
    /// The carousel's geometry, or `nil` for a list.
    var carousel: FakeCarousel?

    /// A list section.
    init(id: String, rows: [String], rowHeight: Double = 50, headerHeight: Double = 0, pinsHeader: Bool = false,
         hasBackground: Bool = false) {
        self.id = id
        self.items = rows
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.pinsHeader = pinsHeader
        self.hasBackground = hasBackground
    }

    /// A carousel section.
    init(id: String, carousel: FakeCarousel, items: [String], headerHeight: Double = 0, hasBackground: Bool = false) {
        self.id = id
        self.items = items
        self.carousel = carousel
        self.headerHeight = headerHeight
        self.hasBackground = hasBackground
    }

    /// The section's height.
    var height: Double {
        if let carousel { return headerHeight + carousel.height }
        return headerHeight + Double(items.count) * rowHeight
    }

    /// The carousel's groups (one item each), natural frames, for a section starting at `start`.
    func groupFrames(start: Double) -> [Rect] {
        guard let carousel else { return [] }
        return items.indices.map { item in
            Rect(x: carousel.inset + Double(item) * (carousel.itemWidth + carousel.spacing),
                 y: start + headerHeight, width: carousel.itemWidth, height: carousel.height)
        }
    }
}

/// The geometry of a carousel: items of one width in a row.
struct FakeCarousel {
    /// Each item's width.
    var itemWidth: Double = 300
    /// The row's height.
    var height: Double = 100
    /// The space between items.
    var spacing: Double = 10
    /// The leading and trailing inset.
    var inset: Double = 16

    /// The row's length for `count` items, insets included.
    func rowLength(count: Int) -> Double {
        guard count > 0 else { return 2 * inset }
        return 2 * inset + Double(count) * itemWidth + Double(count - 1) * spacing
    }
}
