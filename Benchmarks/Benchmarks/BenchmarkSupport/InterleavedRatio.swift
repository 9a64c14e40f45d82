// A ratio between two pieces of work measured pair by pair. Two benchmarks of
// one run are measured seconds apart; on a machine whose speed changes within
// seconds (the fourteenth session's ran at two speeds, about 1.5x apart) their
// ratio moves with the speed each happened to catch. Timing the two back to
// back, a few milliseconds apart, and taking the ratio of each pair measures
// both at the same speed, whatever that speed is.

/// Times two pieces of work back to back and gives the ratio of their times,
/// one pair at a time.
///
/// Each round runs each piece of work twice in a row and times the second
/// run, which so finds the caches and the allocator as its own last run
/// left them, as it would in a benchmark of its own (timing each right
/// after the other would measure the smaller one on caches the larger one
/// emptied). The order alternates from round to round: `numerator` first in
/// even rounds, `denominator` first in odd ones. Record each round's
/// ``Pair/ratio`` as a sample: the median of the samples is the ratio of the
/// two pieces of work at whatever speed each pair ran.
public enum InterleavedRatio {
    /// The times of one round.
    public struct Pair: Sendable, Equatable {
        /// The numerator's time, in nanoseconds.
        public let numerator: Int64
        /// The denominator's time, in nanoseconds.
        public let denominator: Int64

        /// `numerator ÷ denominator`, or nil when the denominator took no
        /// measurable time.
        public var ratio: Double? {
            denominator > 0 ? Double(numerator) / Double(denominator) : nil
        }

        /// The ratio in thousandths, rounded (what a benchmark's integer
        /// custom metric holds), or nil when there is no ratio.
        public var permille: Int? {
            ratio.map { Int(($0 * 1_000).rounded()) }
        }
    }

    /// Runs `numerator` and `denominator` twice each, in the order `round`
    /// picks, and returns the times of their second runs.
    ///
    /// - Parameters:
    ///   - round: The round's number: even runs `numerator` first, odd
    ///     runs `denominator` first.
    ///   - numerator: The work whose time is divided.
    ///   - denominator: The work it is compared with.
    public static func time(
        round: Int, _ numerator: () throws -> Void, over denominator: () throws -> Void
    ) rethrows -> Pair {
        if round.isMultiple(of: 2) {
            let first = try timeSecondRun(of: numerator)
            return Pair(numerator: first, denominator: try timeSecondRun(of: denominator))
        } else {
            let first = try timeSecondRun(of: denominator)
            return Pair(numerator: try timeSecondRun(of: numerator), denominator: first)
        }
    }

    /// Runs `work` twice and returns the second run's time in nanoseconds.
    static func timeSecondRun(of work: () throws -> Void) rethrows -> Int64 {
        try work()
        return try ContinuousClock().measure(work).nanoseconds
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating beyond `Int64`).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return scaled.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
    }
}
