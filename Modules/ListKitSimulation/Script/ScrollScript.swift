import ListKitCore
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
        /// Replace the document with another, diffed and applied as batch updates.
        case update(path: String)
        /// Tap at a point of the viewport (viewport coordinates).
        case tap(Point)
        /// Change the viewport's size.
        case resize(Size)
    }

    /// Frames per second; `nil` leaves it to the player (60 by default).
    public var fps: Double?
    /// The visibility events every element reports unless its component asks
    /// for others (default: display only).
    public var visibility: VisibilityConfiguration
    /// The steps, in order.
    public var steps: [Step]

    /// Creates a script.
    public init(fps: Double? = nil, visibility: VisibilityConfiguration = .displayOnly, steps: [Step]) {
        self.fps = fps
        self.visibility = visibility
        self.steps = steps
    }
}
