/// The numbers a swipe uses. UIKit publishes none of them (its buttons size
/// to their titles, its thresholds are private), so each is a documented
/// default that can be changed; `Documentation/LayoutSemantics.md` lists them.
public struct SwipeMetrics: Hashable, Sendable {
    /// The width of each revealed action's button, in points (default 74).
    public var actionWidth: Double
    /// The fraction of the cell's width a drag must reach to count as a full
    /// swipe (default 0.6).
    public var fullSwipeFraction: Double
    /// The fraction of the open width (all buttons) a drag must reach for
    /// the row to rest open when let go; a shorter drag closes it (default 0.5).
    public var openFraction: Double

    /// The defaults: 74 pt buttons, a full swipe from 0.6 of the cell's
    /// width, open from half the buttons' width.
    public static let `default` = SwipeMetrics()

    /// Creates metrics; a number that is not finite or out of range is
    /// replaced by its default.
    ///
    /// - Parameters:
    ///   - actionWidth: Each button's width (greater than 0).
    ///   - fullSwipeFraction: The full-swipe threshold as a fraction of the cell's width (0 through 1).
    ///   - openFraction: The open threshold as a fraction of the buttons' width (0 through 1).
    public init(actionWidth: Double = 74, fullSwipeFraction: Double = 0.6, openFraction: Double = 0.5) {
        self.actionWidth = actionWidth.isFinite && actionWidth > 0 ? actionWidth : 74
        self.fullSwipeFraction = (0...1).contains(fullSwipeFraction) ? fullSwipeFraction : 0.6
        self.openFraction = (0...1).contains(openFraction) ? openFraction : 0.5
    }
}
