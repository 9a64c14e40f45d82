import ListKit
import ListKitCore
import ListKitEngine
import ListKitLifecycle
import ListKitScrolling

/// A scroll script: what the user does to a screen, step by step. Read one
/// from JSON with ``init(json:directory:)`` or ``init(contentsOfFile:)``
/// (format in `Documentation/viewport-sim.md`), and play it with a
/// ``Simulator``.
///
/// ```swift
/// let script = try ScrollScript(contentsOfFile: "Examples/scripts/fling.json")
/// ```
public struct ScrollScript: Sendable {
    /// One thing the user does.
    public enum Step: Hashable, Sendable {
        /// Animate the content offset to a point (a missing coordinate stays).
        case scrollTo(x: Double?, y: Double?, seconds: Double, easing: ScrollEasing)
        /// Release with a velocity along the scroll axis and decelerate.
        case fling(velocity: Double, rate: DecelerationRate)
        /// Animate an orthogonal section's offset.
        case orthogonalScroll(section: Int, to: Double, seconds: Double, easing: ScrollEasing)
        /// Release an orthogonal section with a velocity; it lands as its behaviour says.
        case orthogonalFling(section: Int, velocity: Double, rate: DecelerationRate?)
        /// Let time pass.
        case wait(seconds: Double)
        /// Replace the document with another, diffed and applied as batch
        /// updates; `anchor` says what stays in place on screen during this
        /// update (`nil`: the new document's `contentAnchor`, by default
        /// `ContentAnchor.top`, UIKit's unchanged offset).
        case update(path: String, anchor: ContentAnchor? = nil)
        /// Show another document from scratch, as `reloadData` does, instead
        /// of diffing it: every element on screen is shown again by the new
        /// document's components (what a changed component plugin needs,
        /// whose props, and so whose diff, are unchanged); the offset stays,
        /// clamped to the new content.
        case reload(path: String)
        /// Tap at a point of the viewport (viewport coordinates).
        case tap(Point)
        /// Change the viewport's size.
        case resize(Size)
        /// Swipe across an item and let go (`"distance": "full"`: a full swipe).
        case swipe(section: Int, item: Int, direction: SwipeDirection, distance: SwipeDistance)
        /// Press on an item, drag it to a point of the viewport over
        /// `seconds`, and drop it there (or, with `cancel`, let it go back).
        case drag(section: Int, item: Int, to: Point, seconds: Double, cancel: Bool)
        /// Moves VoiceOver's focus `count` times in `direction`, one frame
        /// each (`focusNext` / `focusPrevious`); stops early at the end of the content.
        case focus(FocusDirection, count: Int)
        /// Activates the focused element, as a double tap: its custom action
        /// named `action`, or its default action (a tap at its centre) when `nil`.
        case activate(action: String?)
    }

    /// The longest a `scrollTo`, `orthogonalScroll` or `wait` step may last,
    /// in seconds: one hour.
    public static let maximumStepSeconds: Double = 3600
    /// The longest the timed steps of a script may last together, in
    /// seconds: one day. With the frame rate at most 1000, a script plays
    /// at most 8.64 × 10⁷ frames; waits with nothing moving are skipped
    /// over rather than played frame by frame.
    public static let maximumScriptSeconds: Double = 86_400

    /// The layout document the script is written for (the `document` key,
    /// taken from the script's folder when read from a file); `nil` when it
    /// names none and the player must be given one.
    public var document: String?
    /// Frames per second; `nil` leaves it to the player (60 by default).
    public var fps: Double?
    /// The visibility events every element reports unless its component asks
    /// for others (default: display only).
    public var visibility: VisibilityConfiguration
    /// The steps, in order.
    public var steps: [Step]
    /// How far ahead of the scroll cells are prefetched (the `prefetch`
    /// key, in screens); `nil`: no `prefetch`/`cancelPrefetch` events.
    public var prefetch: PrefetchDistance?

    /// Creates a script.
    public init(
        document: String? = nil, fps: Double? = nil, visibility: VisibilityConfiguration = .displayOnly, steps: [Step]
    ) {
        self.document = document
        self.fps = fps
        self.visibility = visibility
        self.steps = steps
    }

    /// Creates a script that prefetches `prefetch` ahead of the scroll.
    public init(
        document: String? = nil, fps: Double? = nil, visibility: VisibilityConfiguration = .displayOnly,
        prefetch: PrefetchDistance?, steps: [Step]
    ) {
        self.init(document: document, fps: fps, visibility: visibility, steps: steps)
        self.prefetch = prefetch
    }
}

extension ScrollScript.Step {
    /// How long the step lasts by its own numbers, in seconds: a scroll's or
    /// a wait's duration; 0 for steps whose time comes from physics or that
    /// take one frame. The reader refuses a script whose steps' sum is
    /// over ``ScrollScript/maximumScriptSeconds``.
    public var timedSeconds: Double {
        switch self {
        case .scrollTo(_, _, let seconds, _), .orthogonalScroll(_, _, let seconds, _), .wait(let seconds): seconds
        case .drag(_, _, _, let seconds, _): seconds
        case .fling, .orthogonalFling, .update, .reload, .tap, .resize, .swipe, .focus, .activate: 0
        }
    }
}
