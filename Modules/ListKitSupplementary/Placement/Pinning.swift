import ListKitCore

/// Rule 17: where a boundary supplementary with `pinToVisibleBounds` goes for
/// a given visible rect (the collection view's bounds minus its adjusted
/// content inset). Positions are along the scroll axis.
public enum Pinning {
    /// How a pinned supplementary follows the visible rect.
    public enum Behavior: Hashable, Sendable {
        /// Like a header: held at the visible start, pushed away by the end of
        /// its section. `limit` is the section's footer's natural position, or
        /// the section's end when it has no footer.
        case header(limit: Double)
        /// Like a footer: held at the visible end, stopped by the start of its
        /// section's content. `floor` is the section's start plus its header's length.
        case footer(floor: Double)
    }

    /// The position of a pinned supplementary whose natural position is
    /// `natural` and whose length along the scroll axis is `length`.
    ///
    /// A header sits at max(natural, visible start), capped at
    /// `limit − length`; a footer at max(min(natural, visible end − length),
    /// `floor`). Neither ever leaves its natural position in the other
    /// direction (a header never sits above its natural place, a footer never
    /// below it).
    public static func position(
        natural: Double, length: Double, behavior: Behavior, visibleStart: Double, visibleEnd: Double
    ) -> Double {
        switch behavior {
        case .header(let limit):
            return Swift.max(natural, Swift.min(Swift.max(natural, visibleStart), limit - length))
        case .footer(let floor):
            return Swift.min(natural, Swift.max(Swift.min(natural, visibleEnd - length), floor))
        }
    }
}
