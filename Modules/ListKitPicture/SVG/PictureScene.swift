import ListKitCore
import ListKitDSL
import ListKitEngine

/// What a picture shows: a viewport at a content offset over content of a
/// size, and the elements to draw.
///
/// Make one from a collection view after a layout pass
/// (``init(collectionView:wholeContent:names:)``) to see what its views'
/// content views drew, or from a solved layout alone
/// (``init(solved:contentOffset:orthogonalOffsets:wholeContent:names:)``) to
/// see its frames; then write it with ``SVGPicture``.
public struct PictureScene {
    /// Names an element: its section's id and its own id (either `nil` when unknown).
    public typealias Names = (LayoutAttributes) -> (section: String?, item: String?)

    /// The viewport: its size and content inset (the safe area).
    public var viewport: Viewport
    /// The content offset the viewport is at.
    public var contentOffset: Point
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The elements, in the order the layout lists them (the picture sorts
    /// them by zIndex, keeping this order for equal zIndex).
    public var elements: [PictureElement]
    /// The rectangles (content coordinates) painted in the grouped
    /// background colour behind `grouped` and `insetGrouped` list sections
    /// (``groupedBackground``), drawn first.
    public var listBackgrounds: [Rect] = []
    /// UIKit's `systemGroupedBackground` in light mode, behind grouped lists.
    public static let groupedBackground = Color(rgb: 0xF2F2F7)
    /// UIKit's `secondarySystemGroupedBackground` (white) in light mode: a list row's background.
    public static let rowBackground = Color.white
    /// The buttons of the row a swipe left open, drawn right after their
    /// cell (empty: none; a scene made from a collection view takes its
    /// `revealedSwipeActions`).
    public var swipeActions: [RevealedSwipeAction] = []
    /// VoiceOver's order, drawn when ``SVGPictureOptions/accessibilityOrder``
    /// is on (empty: none; see ``markAccessibilityOrder(_:)``).
    public var accessibilityMarkers: [AccessibilityMarker] = []

    /// Creates a scene from its parts.
    public init(viewport: Viewport, contentOffset: Point, contentSize: Size, elements: [PictureElement]) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.elements = elements
    }

    /// What `collectionView` displays: the elements that meet its bounds (or,
    /// with `wholeContent`, every element of the layout), as its
    /// visible-items invalidation handlers leave them, in the order the
    /// solved layout lists them, each with its view's content view when the
    /// view is on screen. A collection view that has never laid out gives an
    /// empty scene.
    ///
    /// - Parameters:
    ///   - collectionView: A collection view after a layout pass.
    ///   - wholeContent: Every element rather than the visible ones.
    ///   - names: The ids of an element; the default names none.
    public init(
        collectionView: HeadlessCollectionView, wholeContent: Bool = false,
        names: Names = { _ in (nil, nil) }
    ) {
        let offset = collectionView.contentOffset
        let offsets = collectionView.orthogonalOffsets
        guard let displayed = collectionView.displayedLayout else {
            self.init(
                viewport: collectionView.viewport, contentOffset: offset, contentSize: .zero, elements: [])
            return
        }
        var found: [LayoutAttributes]
        if wholeContent {
            found = displayed.solved.allElements(contentOffset: offset, orthogonalOffsets: offsets)
            displayed.invalidate(&found, contentOffset: offset, orthogonalOffsets: offsets)
        } else {
            found = collectionView.displayedElements
        }
        let elements = found.map { attributes in
            Self.element(attributes, in: displayed.solved, names: names, content: collectionView.content(of: attributes))
        }
        self.init(
            viewport: collectionView.viewport, contentOffset: offset, contentSize: displayed.solved.contentSize,
            elements: elements)
        swipeActions = collectionView.revealedSwipeActions
        listBackgrounds = Self.listBackgrounds(of: displayed.solved, shown: elements)
    }

    /// The frames of `solved` at `contentOffset`: the elements that meet the
    /// viewport's bounds (or every element, with `wholeContent`), with no
    /// content (a solved layout has no views).
    ///
    /// - Parameters:
    ///   - solved: The solved layout.
    ///   - contentOffset: The content offset; `nil` is the rest offset.
    ///   - orthogonalOffsets: Each orthogonal section's scroll offset.
    ///   - wholeContent: Every element rather than the visible ones.
    ///   - names: The ids of an element; the default names none.
    public init(
        solved: SolvedLayout, contentOffset: Point? = nil, orthogonalOffsets: [Int: Point] = [:],
        wholeContent: Bool = false, names: Names = { _ in (nil, nil) }
    ) {
        let offset = contentOffset ?? solved.restContentOffset
        let found = wholeContent
            ? solved.allElements(contentOffset: offset, orthogonalOffsets: orthogonalOffsets)
            : solved.visibleElements(contentOffset: offset, orthogonalOffsets: orthogonalOffsets)
        self.init(
            viewport: solved.viewport, contentOffset: offset, contentSize: solved.contentSize,
            elements: found.map { Self.element($0, in: solved, names: names, content: nil) })
        listBackgrounds = Self.listBackgrounds(of: solved, shown: elements)
    }

    /// The grouped background behind each `grouped` or `insetGrouped` list
    /// section that has an element in `shown`: across the content and a
    /// viewport's width either side, from the section's top to the next
    /// section's top; the first section's from a viewport's height above
    /// the content, the last one's to a viewport's height below it (what
    /// UIKit shows there is the collection view's background, which a
    /// grouped list sets to this colour).
    static func listBackgrounds(of solved: SolvedLayout, shown: [PictureElement]) -> [Rect] {
        let sections = Set(shown.map(\.attributes.indexPath.section)).sorted()
        let viewport = solved.viewport.size
        let content = solved.contentSize
        var rects: [Rect] = []
        for section in sections where solved.sections.indices.contains(section) {
            guard let appearance = solved.sections[section].listAppearance,
                  appearance == .grouped || appearance == .insetGrouped,
                  let frame = solved.frame(ofSection: section)
            else { continue }
            let top = section == 0 ? Swift.min(0, frame.minY) - viewport.height : frame.minY
            var bottom = Swift.max(content.height, frame.maxY) + viewport.height
            if section + 1 < solved.sections.count {
                bottom = Swift.max(frame.maxY, solved.frame(ofSection: section + 1)?.minY ?? frame.maxY)
            }
            rects.append(Rect(
                x: -viewport.width, y: top, width: Swift.max(content.width, viewport.width) + 2 * viewport.width,
                height: Swift.max(0, bottom - top)))
        }
        return rects
    }

    /// One element with its names and, when it moves with its orthogonal
    /// section, that section's frame as its clip.
    private static func element(
        _ attributes: LayoutAttributes, in solved: SolvedLayout, names: Names, content: ContentView?
    ) -> PictureElement {
        let named = names(attributes)
        let section = attributes.indexPath.section
        var clip: Rect?
        if solved.sections.indices.contains(section), solved.sections[section].isOrthogonal,
           solved.movesWithOrthogonalScrolling(attributes)
        {
            clip = solved.frame(ofSection: section)
        }
        var element = PictureElement(
            attributes: attributes, content: content, sectionID: named.section, id: named.item, clip: clip)
        if attributes.category == .cell, solved.sections.indices.contains(section) {
            element.roundedCorners = solved.listRowCorners(at: attributes.indexPath)
            element.cornerRadius = element.roundedCorners.isEmpty ? 0 : solved.sections[section].listCornerRadius
            if solved.sections[section].listAppearance != nil { element.background = rowBackground }
        }
        return element
    }
}

extension HeadlessCollectionView {
    /// The content view of the view that shows the element `attributes`
    /// describe, if that view is on screen and holds one.
    func content(of attributes: LayoutAttributes) -> ContentView? {
        let path = attributes.indexPath
        let view: CollectionReusableView?
        switch attributes.category {
        case .cell: view = cellForItem(at: path)
        case .supplementary: view = supplementaryView(forElementKind: attributes.elementKind ?? "", at: path)
        case .decoration: view = decorationView(forElementKind: attributes.elementKind ?? "", at: path)
        }
        return view?.content as? ContentView
    }
}
