import ListKitCore
import ListKitEngine
import ListKitSimulation

/// What a replay page plays: the frames of a simulation (where the viewport
/// is and what it shows) and its events, kept compactly. Fill one with a
/// ``ReplayRecorder``; write the page with ``ReplayPage``.
public struct ReplayRecording: Hashable, Sendable {
    /// Who an element is, independent of where it is drawn.
    public struct ElementKey: Hashable, Sendable {
        /// Cell, supplementary or decoration.
        public var category: ElementCategory
        /// The element kind; `nil` for cells.
        public var elementKind: String?
        /// Its section (negative for a layout-wide element).
        public var section: Int
        /// Its item (or index among its section's boundary elements).
        public var item: Int
        /// Its section's id.
        public var sectionID: String?
        /// Its component's id.
        public var id: String?
    }

    /// An element as one frame shows it.
    public struct ShownElement: Hashable, Sendable {
        /// The element: an index into ``ReplayRecording/elements``.
        public var element: Int
        /// Where it is drawn, in content coordinates.
        public var frame: Rect
        /// How much of it the viewport shows, in [0, 1].
        public var visibleRatio: Double
        /// Its opacity.
        public var alpha: Double
        /// Its stacking order (higher on top).
        public var zIndex: Int
    }

    /// One played frame.
    public struct Frame: Hashable, Sendable {
        /// The simulation's frame number (waits skip frames in which nothing
        /// can happen, so numbers may jump).
        public var number: Int
        /// The renderer's clock, in milliseconds.
        public var time: Milliseconds
        /// The content offset.
        public var contentOffset: Point
        /// The viewport.
        public var viewport: Viewport
        /// The content's size.
        public var contentSize: Size
        /// Orthogonal sections' offsets, by section, in section order.
        public var orthogonalOffsets: [OrthogonalOffset]
        /// The elements shown, or `nil` when they are the previous frame's
        /// (same elements, same frames, ratios, alphas and zIndexes).
        public var elements: [ShownElement]?
    }

    /// The scroll offset of one orthogonal section.
    public struct OrthogonalOffset: Hashable, Sendable {
        /// The section.
        public var section: Int
        /// Its offset.
        public var offset: Point
    }

    /// One event, as the side panel lists it.
    public struct Event: Hashable, Sendable {
        /// The frame it happened in.
        public var frame: Int
        /// Its name (`SimulationRecord.eventName`, or `log`).
        public var name: String
        /// The element concerned (an index into ``ReplayRecording/elements``), if any.
        public var element: Int?
        /// The element's visible ratio, for lifecycle events.
        public var visibleRatio: Double?
        /// What else is known: a threshold, a dwell rule, a tap's point, an
        /// update's changes, a log message.
        public var detail: String
    }

    /// Every element that appears in a frame or an event, in order of first appearance.
    public internal(set) var elements: [ElementKey] = []
    /// The frames played, in order.
    public internal(set) var frames: [Frame] = []
    /// The events, in order.
    public internal(set) var events: [Event] = []
    /// Events per name, in order of first appearance (as `simulate` counts them).
    public internal(set) var counts = EventCounts()
    /// The number of frames the simulation went through: the last frame's number + 1.
    public var frameCount: Int { (frames.last?.number ?? -1) + 1 }
    /// The most elements shown at once.
    public internal(set) var mostVisible = 0

    /// Creates an empty recording.
    public init() {}
}
