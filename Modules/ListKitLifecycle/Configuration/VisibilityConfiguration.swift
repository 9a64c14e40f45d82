import ListKitCore

/// Which visibility events one element reports besides `willDisplay` and
/// `didEndDisplay`.
///
/// ```swift
/// let impressions = try VisibilityConfiguration(
///     thresholds: [0.5, 1], fullImpression: true, focus: true,
///     dwell: [DwellRule(minimumRatio: 0.5, duration: 1000)])
/// ```
public struct VisibilityConfiguration: Hashable, Sendable {
    /// The visible ratios whose crossing is reported, ascending, distinct,
    /// each in (0, 1]. Up means from below `t` to at least `t`; down means
    /// from at least `t` to below it.
    public let thresholds: [Double]
    /// Whether ``LifecycleEventKind/fullImpression`` is reported.
    public let reportsFullImpression: Bool
    /// Whether ``LifecycleEventKind/didFocus`` and ``LifecycleEventKind/didUnfocus`` are reported.
    public let reportsFocus: Bool
    /// The dwell rules, each reported once per display.
    public let dwellRules: [DwellRule]

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - thresholds: Visible ratios in (0, 1], in any order; duplicates are merged.
    ///   - fullImpression: Report a full impression.
    ///   - focus: Report focus and unfocus.
    ///   - dwell: Dwell rules, reported in this order when several fire at once.
    /// - Throws: ``LifecycleError/invalidNumber(field:value:requirement:)``
    ///   for a threshold that is not in (0, 1].
    public init(
        thresholds: [Double] = [], fullImpression: Bool = false, focus: Bool = false, dwell: [DwellRule] = []
    ) throws(LifecycleError) {
        for (index, threshold) in thresholds.enumerated() where !(threshold > 0 && threshold <= 1) {
            throw .invalidNumber(field: "thresholds[\(index)]", value: threshold, requirement: "in (0, 1]")
        }
        self.init(unchecked: thresholds, fullImpression: fullImpression, focus: focus, dwell: dwell)
    }

    /// Creates a configuration from thresholds known to be in (0, 1].
    init(unchecked thresholds: [Double], fullImpression: Bool, focus: Bool, dwell: [DwellRule]) {
        var unique = [Double]()
        for value in thresholds.sorted() where unique.last != value {
            unique.append(value)
        }
        self.thresholds = unique
        self.reportsFullImpression = fullImpression
        self.reportsFocus = focus
        self.dwellRules = dwell
    }

    /// Only `willDisplay` and `didEndDisplay`: the default.
    public static let displayOnly = VisibilityConfiguration(unchecked: [], fullImpression: false, focus: false, dwell: [])

    /// Every kind of event with common impression settings: thresholds 0.5
    /// and 1, full impression, focus, and a dwell of 1 s at half visible.
    public static let standard = VisibilityConfiguration(
        unchecked: [0.5, 1], fullImpression: true, focus: true,
        dwell: [DwellRule(unchecked: 0.5, duration: 1000)])

    /// Whether the configuration reports anything beyond display.
    var reportsVisibility: Bool {
        !thresholds.isEmpty || reportsFullImpression || reportsFocus || !dwellRules.isEmpty
    }
}
