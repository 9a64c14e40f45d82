/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so that
/// every run of a benchmark works on exactly the same data.
public struct SplitMix64: Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniformly distributed in [0, 1).
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in `0 ..< bound` (bound > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
