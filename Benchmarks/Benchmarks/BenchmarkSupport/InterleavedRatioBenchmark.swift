// A benchmark whose samples are interleaved ratios (see InterleavedRatio.swift).

import Benchmark

extension BenchmarkMetric {
    /// A ratio benchmark's samples: each round's numerator ÷ denominator, in
    /// thousandths (1,000 is 1×).
    public static let interleavedRatio = BenchmarkMetric.custom(
        "ratio (‰)", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Registers a benchmark that times `numerator` and `denominator` pair by
/// pair (``InterleavedRatio``) and records each round's ratio as a sample of
/// ``Benchmark/BenchmarkMetric/interleavedRatio``; its wall clock is the
/// pair's time.
///
/// The settings are `Benchmark.defaultConfiguration`'s (set it before
/// calling), with these two metrics.
///
/// - Parameters:
///   - name: The benchmark's name.
///   - setup: Makes what both pieces of work use, once, before the rounds.
///   - numerator: The work whose time is divided; a thrown error ends the
///     benchmark with that error.
///   - denominator: The work it is compared with (its baseline).
public func interleavedRatioBenchmark<State>(
    _ name: String,
    setup: @escaping () throws -> State,
    numerator: @escaping (State) throws -> Void,
    over denominator: @escaping (State) throws -> Void
) {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [.wallClock, .interleavedRatio]
    Benchmark(name, configuration: configuration) { benchmark, state in
        benchmark.startMeasurement()
        for round in benchmark.scaledIterations {
            do {
                let pair = try InterleavedRatio.time(round: round) { try numerator(state) } over: { try denominator(state) }
                guard let permille = pair.permille else {
                    benchmark.error("\(name): the denominator took no measurable time")
                    return
                }
                benchmark.measurement(.interleavedRatio, permille)
            } catch {
                benchmark.error("\(name): \(error)")
                return
            }
        }
    } setup: {
        try setup()
    }
}
