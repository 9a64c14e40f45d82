/// The largest collection the diff indexes with 32-bit integers.
///
/// The work arrays hold `Int32` indices, half the memory of `Int`; a matched
/// source index is stored as `-2 - targetIndex`, so a count must stay at or
/// below `Int32.max - 2`. Anything larger is diffed as a full replacement.
@usableFromInline
enum IndexLimit {
    /// The largest number of elements (or sections) indexed element by element.
    @usableFromInline
    static let maximumCount = Int(Int32.max) - 2
}
