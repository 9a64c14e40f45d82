// Plugin call benchmarks for ListKitPlugins, each against a named baseline:
//
// 1. The cost of one call: `PluginKind.measure` (checks, the plugin's call
//    gate, libffi) against the same C function called directly as a
//    `@convention(c)` pointer, for a measure that does no work and for the
//    Badge sample's. 100,000 calls per iteration.
// 2. Measuring 100,000 badges: one `measureBatch` call, one `measure` call
//    per item, and an in-process Swift component computing the same formula
//    (the baseline). Goals (issue 14): the batch within 1.2× of the Swift
//    component, and the Swift component through the renderer's self-sizing
//    seam (runs of 1,024 of a DSL section's components, as a solve asks for
//    them) within 1.5× of it. To split the batch's time: the same batch to
//    a kind that does no work (the host's share) and the badge's C function
//    called directly per item (the plugin's share); and the Swift component
//    through `AnyComponent`, one item at a time.
//
// 3. Isolated plugins (a `listkit-plugin-host` process, calls over pipes):
//    the 100k badges in one `measureBatch` (98 round trips of at most 1,024
//    items) against the same batch in process (goal: within 3×), and 1,000
//    single `measure` calls against 1,000 in process (the price of a round
//    trip per call).
//
// 4. WebAssembly plugins (issue 38): the Badge sample built from the same
//    C source as `.wasm`, run by WasmKit in process. The 100k badges in one
//    `measureBatch` against the native batch (goal: at most 3×) and the
//    isolated one (goal: faster); 100,000 `measure` calls of the constant
//    kind (whose measure does no work: the per-call time is the host's
//    overhead through the WebAssembly boundary, goal at most 1 µs a call)
//    against the native constant kind's; loading and instantiating the
//    Badge module from its bytes.
//
// The plugins are built with `cc` and the toolchain's clang in setup (see
// PluginFixture.swift) and loaded from absolute paths. See ../../README.md
// for the results.

import Benchmark
import BenchmarkSupport
import ListKitCore
import ListKitDSL
import ListKitPluginABI
import ListKitPlugins
import ListKitWasmPlugins

/// Calls per iteration of the per-call benchmarks, and items measured per
/// iteration of the 100k benchmarks.
let callCount = 100_000

/// The props of the per-call benchmarks.
let newBadgeProps = PluginProps(json: #"{"text": "NEW"}"#)

/// The 100k badges, with every path's answer checked equal once.
struct CheckedBadges {
    /// The items.
    let items: BadgeItems
    /// The Swift components of the same items.
    let components: [SwiftBadgeComponent]

    /// Makes the items and checks that the batch, one call per item and the
    /// Swift component measure every item alike, so that the ratios compare
    /// equal work.
    init(kind: PluginKind) throws {
        items = BadgeItems(count: callCount)
        components = items.components()
        let batch = try kind.measureBatch(items.requests)
        let single = try items.requests.map { try kind.measure(proposed: $0.proposed, props: $0.props) }
        let swift = components.map { $0.measure(proposed: badgeProposal) }
        guard batch == single, swift.elementsEqual(batch.map(Optional.some)) else {
            throw FixtureError(description: "the batch, per-item and Swift measurements differ")
        }
    }
}

extension CheckedBadges {
    /// `kind` (another build or host of the Badge) and the 100k badges,
    /// once its batch is checked equal to the native one in process.
    static func state(of kind: PluginKind, named name: String) throws -> (kind: PluginKind, badges: CheckedBadges) {
        let native = try PluginFixture.shared.get().badge
        let badges = try CheckedBadges(kind: native)
        guard try kind.measureBatch(badges.items.requests) == native.measureBatch(badges.items.requests) else {
            throw FixtureError(description: "the \(name) batch differs from the native one in process")
        }
        return (kind, badges)
    }
}

/// Calls `measure` directly `count` times with `props`, returning the sum of
/// the widths so that nothing is optimised away.
func directCalls(_ measure: DirectMeasure, count: Int, props: PluginProps) -> Double {
    let bytes = props.json + [0]
    return bytes.withUnsafeBufferPointer { buffer in
        let abiProps = lk_bytes(data: buffer.baseAddress, length: props.json.count)
        var status: lk_status = 0
        var total = 0.0
        for _ in 0..<count {
            total += measure(lk_size(width: badgeProposal.width, height: badgeProposal.height), abiProps, &status).width
        }
        return total
    }
}

/// `count` `measure` calls of `kind` with the "NEW" badge's props per
/// iteration: what every per-call benchmark times.
func measureCalls(_ benchmark: Benchmark, _ kind: PluginKind, count: Int) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        var total = 0.0
        for _ in 0..<count {
            do {
                total += try kind.measure(proposed: badgeProposal, props: newBadgeProps).width
            } catch {
                benchmark.error("measure failed: \(error)")
                return
            }
        }
        blackHole(total)
    }
}

/// One `measureBatch` of `requests` to `kind` per iteration: what every
/// batch benchmark times.
func measureBatches(_ benchmark: Benchmark, _ kind: PluginKind, _ requests: [PluginMeasureRequest]) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        do {
            blackHole(try kind.measureBatch(requests))
        } catch {
            benchmark.error("measureBatch failed: \(error)")
            return
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    // 1. One call, 100,000 times per iteration: ns per call = p50 (µs) ÷ 100.
    for label in ["constant", "badge"] {
        let isBadge = label == "badge"
        Benchmark("baseline: direct call, \(label) measure x100k") { (benchmark, fixture: PluginFixture) in
            let direct = isBadge ? fixture.directBadge : fixture.directConstant
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(directCalls(direct, count: callCount, props: newBadgeProps))
            }
        } setup: {
            try PluginFixture.shared.get()
        }

        Benchmark("libffi: PluginKind.measure, \(label) x100k") { (benchmark, fixture: PluginFixture) in
            let kind = isBadge ? fixture.badge : fixture.constant
            measureCalls(benchmark, kind, count: callCount)
        } setup: {
            try PluginFixture.shared.get()
        }
    }

    // 2. Measuring 100,000 different badges per iteration.
    Benchmark("badges 100k: measureBatch, one call") { (benchmark, state: (kind: PluginKind, badges: CheckedBadges)) in
        measureBatches(benchmark, state.kind, state.badges.items.requests)
    } setup: {
        let kind = try PluginFixture.shared.get().badge
        return (kind, try CheckedBadges(kind: kind))
    }

    Benchmark("badges 100k: measureBatch, constant kind") { (benchmark, state: (kind: PluginKind, badges: CheckedBadges)) in
        // The same requests to a kind whose measure_batch does no work: the
        // host's share of the batch (checks, packing the props, the sizes).
        measureBatches(benchmark, state.kind, state.badges.items.requests)
    } setup: {
        let fixture = try PluginFixture.shared.get()
        return (fixture.constant, try CheckedBadges(kind: fixture.badge))
    }

    Benchmark("badges 100k: measure, one call per item") { (benchmark, state: (kind: PluginKind, badges: CheckedBadges)) in
        let requests = state.badges.items.requests
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var total = 0.0
            for request in requests {
                do {
                    total += try state.kind.measure(proposed: request.proposed, props: request.props).width
                } catch {
                    benchmark.error("measure failed: \(error)")
                    return
                }
            }
            blackHole(total)
        }
    } setup: {
        let kind = try PluginFixture.shared.get().badge
        return (kind, try CheckedBadges(kind: kind))
    }

    Benchmark("badges 100k: direct C call per item") { (benchmark, state: (direct: DirectMeasure, badges: CheckedBadges)) in
        // The plugin's own work with no host around it: its JSON scan and
        // formula, called straight through the function pointer.
        let props = state.badges.items.requests.map { $0.props.json + [0] }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var total = 0.0
            var status: lk_status = 0
            for bytes in props {
                total += bytes.withUnsafeBufferPointer { buffer in
                    state.direct(lk_size(width: badgeProposal.width, height: badgeProposal.height),
                                 lk_bytes(data: buffer.baseAddress, length: buffer.count - 1), &status).width
                }
            }
            blackHole(total)
        }
    } setup: {
        let fixture = try PluginFixture.shared.get()
        return (fixture.directBadge, try CheckedBadges(kind: fixture.badge))
    }

    Benchmark("baseline: Swift component, badges 100k") { (benchmark, badges: CheckedBadges) in
        let components = badges.components
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var total = 0.0
            for component in components {
                total += component.measure(proposed: badgeProposal)?.width ?? 0
            }
            blackHole(total)
        }
    } setup: {
        try CheckedBadges(kind: PluginFixture.shared.get().badge)
    }

    // The two benchmarks above, timed pair by pair (InterleavedRatio in
    // BenchmarkSupport): their ratio at whatever speed the machine runs each
    // pair, where the two full benchmarks run seconds apart.
    interleavedRatioBenchmark("ratio: badges 100k, measureBatch ÷ Swift component, interleaved") {
        let kind = try PluginFixture.shared.get().badge
        return (kind: kind, badges: try CheckedBadges(kind: kind))
    } numerator: { state in
        blackHole(try state.kind.measureBatch(state.badges.items.requests))
    } over: { state in
        var total = 0.0
        for component in state.badges.components {
            total += component.measure(proposed: badgeProposal)?.width ?? 0
        }
        blackHole(total)
    }

    Benchmark("badges 100k: Swift component through AnyComponent") { (benchmark, components: [AnyComponent]) in
        // How the renderer's self-sizing reaches a component: type-erased.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var total = 0.0
            for component in components {
                total += component.measure(proposed: badgeProposal)?.width ?? 0
            }
            blackHole(total)
        }
    } setup: {
        try CheckedBadges(kind: PluginFixture.shared.get().badge).components.map(AnyComponent.init)
    }

    Benchmark("badges 100k: Swift component through the renderer's sizing") { (benchmark, sizing: RendererSizing) in
        // What a solve calls: the renderer's batch closure over the DSL
        // section's components, in runs of 1,024 (see RendererSizing.swift).
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(sizing.measureAll())
        }
    } setup: {
        try RendererSizing(components: CheckedBadges(kind: PluginFixture.shared.get().badge).components)
    }

    // 3. Isolated: the same work in a plugin host process.
    Benchmark("isolated: badges 100k, measureBatch") { (benchmark, state: (kind: PluginKind, badges: CheckedBadges)) in
        measureBatches(benchmark, state.kind, state.badges.items.requests)
    } setup: {
        try CheckedBadges.state(of: PluginFixture.shared.get().isolatedBadge, named: "isolated")
    }

    for (label, isolated) in [("in process", false), ("isolated", true)] {
        Benchmark("\(label): PluginKind.measure, badge x1k") { (benchmark, fixture: PluginFixture) in
            let kind = isolated ? fixture.isolatedBadge : fixture.badge
            measureCalls(benchmark, kind, count: 1_000)
        } setup: {
            try PluginFixture.shared.get()
        }
    }

    // 4. WebAssembly: the same Badge source built as `.wasm`.
    Benchmark("wasm: badges 100k, measureBatch") { (benchmark, state: (kind: PluginKind, badges: CheckedBadges)) in
        measureBatches(benchmark, state.kind, state.badges.items.requests)
    } setup: {
        try CheckedBadges.state(of: PluginFixture.shared.get().wasmBadge, named: "WebAssembly")
    }

    Benchmark("wasm: PluginKind.measure, constant x100k") { (benchmark, fixture: PluginFixture) in
        // Against "libffi: PluginKind.measure, constant x100k": the same
        // kind, whose measure does no work, through each boundary.
        measureCalls(benchmark, fixture.wasmConstant, count: callCount)
    } setup: {
        try PluginFixture.shared.get()
    }

    Benchmark("wasm: load and instantiate Badge", configuration: .init(timeUnits: .milliseconds)) { (benchmark, bytes: [UInt8]) in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try WasmPluginLoader().load(bytes: bytes, path: "/bench/Badge.wasm"))
            } catch {
                benchmark.error("load failed: \(error)")
                return
            }
        }
    } setup: {
        try PluginFixture.shared.get().wasmBadgeBytes
    }
}
