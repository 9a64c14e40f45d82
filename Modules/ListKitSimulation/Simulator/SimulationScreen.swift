import ListKit
import ListKitCore
import ListKitLifecycle

/// What the screen of a simulation shows at the end of a frame: the
/// viewport's place in the content and the elements displayed, where they
/// are drawn.
public struct SimulationScreen: Hashable, Sendable {
    /// One displayed element.
    public struct Element: Hashable, Sendable {
        /// Its attributes, its frame in content coordinates with pinning and
        /// its orthogonal section's offset applied (where it is drawn).
        public var attributes: LayoutAttributes
        /// Its section's id, `nil` for a layout-wide element.
        public var sectionID: String?
        /// Its component's id, for cells and the supplementaries of an item.
        public var id: String?
        /// How much of it the viewport shows, in [0, 1].
        public var visibleRatio: Double

        /// Creates an element.
        public init(attributes: LayoutAttributes, sectionID: String?, id: String?, visibleRatio: Double) {
            self.attributes = attributes
            self.sectionID = sectionID
            self.id = id
            self.visibleRatio = visibleRatio
        }
    }

    /// The frame's number.
    public var frame: Int
    /// The renderer's clock, in milliseconds.
    public var time: Milliseconds
    /// The collection view's content offset.
    public var contentOffset: Point
    /// The viewport (its size may change with a `resize` step).
    public var viewport: Viewport
    /// The content's size.
    public var contentSize: Size
    /// The offset of every orthogonally scrolled section, by section index.
    public var orthogonalOffsets: [Int: Point]
    /// The elements displayed, in the lifecycle tracker's order.
    public var elements: [Element]

    /// Creates a screen.
    public init(
        frame: Int, time: Milliseconds, contentOffset: Point, viewport: Viewport, contentSize: Size,
        orthogonalOffsets: [Int: Point], elements: [Element]
    ) {
        self.frame = frame
        self.time = time
        self.contentOffset = contentOffset
        self.viewport = viewport
        self.contentSize = contentSize
        self.orthogonalOffsets = orthogonalOffsets
        self.elements = elements
    }
}

extension Simulator {
    /// The screen now: read it in ``onFrameEnd`` for what a frame shows.
    public var screen: SimulationScreen {
        let view = renderer.collectionView
        let elements = renderer.displayedElements.map { displayed in
            let id = RenderedElementID(displayed.identity.id)
            return SimulationScreen.Element(
                attributes: displayed.attributes, sectionID: id?.sectionText, id: id?.itemText,
                visibleRatio: displayed.visibleRatio)
        }
        return SimulationScreen(
            frame: frame, time: time, contentOffset: view.contentOffset, viewport: view.viewport,
            contentSize: view.contentSize, orthogonalOffsets: view.orthogonalOffsets, elements: elements)
    }
}
