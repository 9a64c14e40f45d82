/// The largest collection the diff indexes with 32-bit integers.
///
/// The work arrays hold `Int32` indices, half the memory of `Int` (and the
/// matching's entries a 32-bit index beside a 32-bit key); the flat diff marks
/// a kept source index by setting its sign bit, which must never make it -1
/// (unmatched), so a count must stay at or below `Int32.max - 2`. Anything
/// larger is diffed as a full replacement.
@usableFromInline
enum IndexLimit {
    /// The largest number of elements (or sections) indexed element by element.
    @usableFromInline
    static let maximumCount = Int(Int32.max) - 2
}
