// A ratio between two pieces of work measured pair by pair. Two benchmarks of
// one run are measured seconds apart; on a machine whose speed changes within
// seconds (the fourteenth session's ran at two speeds, about 1.5x apart) their
// ratio moves with the speed each happened to catch. Timing the two back to
// back, a few milliseconds apart, and taking the ratio of each pair measures
// both at the same speed, whatever that speed is.

/// Times two pieces of work back to back and gives the ratio of their times,
/// one pair at a time.
///
/// Each round runs each piece of work a few times in a row and times the
/// last run, which so finds the caches and the allocator as its own
/// earlier runs left them, as it would in a benchmark of its own (timing
/// each right after the other would measure the smaller one on caches the
/// larger one emptied). One earlier run is not always enough: right after
/// a 100k-row update, a 10k-row update took about 1.3× its steady time,
/// its second run 1.04–1.06×, its third up to 1.03×, and only its fourth
/// and later came within about 1 % (`Benchmarks/README.md`, "Warming up
/// each side"). So each piece of work runs until its untimed runs have
/// lasted ``warmUp`` (and at least once), then once more, timed: a piece
/// of work that takes longer than ``warmUp`` runs twice, as before. The
/// order alternates from round to round: `numerator` first in even rounds,
/// `denominator` first in odd ones. Record each round's ``Pair/ratio`` as
/// a sample: the median of the samples is the ratio of the two pieces of
/// work at whatever speed each pair ran.
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

    /// How long each piece of work runs, untimed, before its timed run.
    public static let warmUp = Duration.milliseconds(2)

    /// Runs `numerator` and `denominator` each until warm (``warmUp``), in
    /// the order `round` picks, and returns the times of their timed runs.
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
            let first = try timeWarmRun(of: numerator)
            return Pair(numerator: first, denominator: try timeWarmRun(of: denominator))
        } else {
            let first = try timeWarmRun(of: denominator)
            return Pair(numerator: try timeWarmRun(of: numerator), denominator: first)
        }
    }

    /// Runs `work` until its runs have lasted `warmUp` (at least once),
    /// then once more, and returns that last run's time in nanoseconds.
    static func timeWarmRun(of work: () throws -> Void, warmUp: Duration = warmUp) rethrows -> Int64 {
        let clock = ContinuousClock()
        let start = clock.now
        repeat { try work() } while clock.now - start < warmUp
        return try clock.measure(work).nanoseconds
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
