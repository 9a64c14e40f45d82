import ListKitCore

/// The bounds the engine accepts, so that hostile numbers give an error
/// instead of overflowing, exhausting memory or recursing without end.
public enum LayoutLimits {
    /// The largest length in points (dimensions, insets, spacings, viewport).
    public static let maximumLength: Double = LayoutDimension.maximumLength
    /// The largest fraction a fractional dimension may carry.
    public static let maximumFraction: Double = 1_000_000
    /// The most items one layout may hold across all its sections.
    public static let maximumItemCount = 10_000_000
    /// The most `count` slots a `subitem:count:` group may have.
    public static let maximumGroupCount = 100_000
    /// The deepest nesting of groups.
    public static let maximumGroupDepth = 64
    /// The most items one repetition of a section's root group may hold. A
    /// group repeats its subitems while the next one fits, so items that take
    /// no room along its axis (zero-width items, or insets wider than the
    /// viewport) would fill one row without end, and nested `count` groups
    /// multiply; past this many the solver stops and reports the group.
    public static let maximumItemsPerGroup = 100_000
    /// The most sections one layout may hold.
    public static let maximumSectionCount = 1_000_000
}
