import ListKitCore
import ListKitDSL
import ListKitLifecycle
import ListKitPluginModel
import ListKitPlugins
import ListKitWasmPlugins
import Testing

/// The sample Badge plugin built from one C source as a `.so` and as a
/// `.wasm`: the WebAssembly build declares, measures, renders and logs
/// exactly what the native one does, and both give the values worked out
/// from badge.c's rules (20 pt high, 6 pt padding each side, 7 pt a character).
///
/// Serialized: a native library is loaded once per process and logs to the
/// services of its latest load, so the native build is loaded once, with
/// one recorder, which the tests take turns reading.
@Suite(.serialized) struct BadgeWasmTests {
    /// The native build, loaded once, and what it logs.
    static let nativeLog = LogRecorder()
    static let native = Result { () throws -> LoadedPlugin in
        try PluginLoader(handlers: nativeLog.handlers).load(path: try WasmFixtures.badgeNative.get())
    }

    /// The two builds' Badge kinds, each with what it logs.
    struct Builds {
        let wasm: PluginKind
        let native: PluginKind
        let wasmLog: LogRecorder
        let nativeLog: LogRecorder
    }

    /// Loads both builds.
    func builds() throws -> Builds {
        let wasmLog = LogRecorder()
        let wasm = try WasmPluginLoader(handlers: wasmLog.handlers).load(path: try WasmFixtures.badgeWasm.get())
        let native = try Self.native.get()
        _ = Self.nativeLog.take()
        return Builds(
            wasm: try #require(wasm.kind("com.listkit.badge")), native: try #require(native.kind("com.listkit.badge")),
            wasmLog: wasmLog, nativeLog: Self.nativeLog)
    }

    @Test func declaresWhatTheNativeBuildDeclares() throws {
        let wasm = try WasmPluginLoader().load(path: try WasmFixtures.badgeWasm.get())
        let native = try Self.native.get()
        #expect(wasm.info.name == "Badge")
        #expect(wasm.info.version == "1.0.0")
        #expect(wasm.info.abiVersion == 1)
        #expect(wasm.info.kinds.map(\.description)
                == ["com.listkit.badge (measure_batch, will_display, did_end_display, visibility_changed, accessibility)"])
        #expect(wasm.info.kinds == native.info.kinds)
        #expect(wasm.info.kinds.first?.props != nil)
    }

    @Test func measuresAsTheRulesSay() throws {
        let badge = try builds()
        let wide = Size(width: 375, height: .infinity)
        // "NEW": 6 + 3 × 7 + 6 = 33; "A": 6 + 7 + 6 = 19, widened to the height, 20.
        #expect(try badge.wasm.measure(proposed: wide, props: PluginProps(json: #"{"text": "NEW"}"#))
                == Size(width: 33, height: 20))
        #expect(try badge.wasm.measure(proposed: wide, props: PluginProps(json: #"{"text": "A"}"#))
                == Size(width: 20, height: 20))
        // 120 shows as "99+", 3 characters; 7 as "7".
        #expect(try badge.wasm.measure(proposed: wide, props: PluginProps(json: #"{"count": 120}"#))
                == Size(width: 33, height: 20))
        #expect(try badge.wasm.measure(proposed: wide, props: PluginProps(json: #"{"count": 7}"#))
                == Size(width: 20, height: 20))
        let requests = (0..<3000).map { PluginMeasureRequest(proposed: wide, props: PluginProps(json: #"{"count": \#($0)}"#)) }
        let sizes = try badge.wasm.measureBatch(requests)
        #expect(sizes == (try badge.native.measureBatch(requests)))
        #expect(sizes[5] == Size(width: 20, height: 20))
        #expect(sizes[42] == Size(width: 26, height: 20))
        #expect(sizes[2999] == Size(width: 33, height: 20))
    }

    @Test func rendersWhatTheNativeBuildRenders() throws {
        let badge = try builds()
        let props = PluginProps(json: #"{"text": "NEW"}"#)
        let size = Size(width: 33, height: 20)
        let operations = try badge.wasm.render(size: size, props: props)
        #expect(operations == (try badge.native.render(size: size, props: props)))
        // The pill, then the text inset 6 pt and centred on 12 pt: y = (20 − 12) / 2.
        #expect(operations.count == 2)
        guard case .textBox(let text, let box, let fontSize, _, _) = operations.last else {
            Issue.record("expected text, got \(operations)")
            return
        }
        #expect(text == "NEW")
        #expect(box == Rect(x: 6, y: 4, width: 21, height: 12))
        #expect(fontSize == 12)
    }

    @Test func logsTheLinesTheNativeBuildLogs() throws {
        let badge = try builds()
        let events: [VisibilityEvent] = [
            .thresholdCrossedUp(0.5), .thresholdCrossedDown(0.25), .didFocus, .didUnfocus, .fullImpression,
            .dwell(try DwellRule(minimumRatio: 0.5, duration: 1000)), .prefetch, .cancelPrefetch,
            .thresholdCrossedUp(1), .thresholdCrossedUp(0.333333333),
        ]
        for kind in [badge.wasm, badge.native] {
            try kind.willDisplay(itemID: "row/1#a")
            for event in events { try kind.visibilityChanged(itemID: "row/1#a", event: event) }
            try kind.didEndDisplay(itemID: "row/1#a")
        }
        let lines = badge.wasmLog.take()
        #expect(lines == badge.nativeLog.take())
        #expect(lines == [
            "willDisplay row/1#a", "thresholdUp 0.5 row/1#a", "thresholdDown 0.25 row/1#a", "didFocus row/1#a",
            "didUnfocus row/1#a", "fullImpression row/1#a", "dwell 0.5 1000ms row/1#a", "prefetch row/1#a",
            "cancelPrefetch row/1#a", "thresholdUp 1 row/1#a", "thresholdUp 0.333333 row/1#a", "didEndDisplay row/1#a",
        ])
    }

    @Test func rejectsPropsAsTheNativeBuildDoes() throws {
        let badge = try builds()
        let props = PluginProps(json: #"{"count": "many"}"#)
        let size = Size(width: 375, height: .infinity)
        #expect(throws: PluginError.propsRejected(
            path: try WasmFixtures.badgeWasm.get(), kind: "com.listkit.badge", function: .measure,
            message: "\"count\" must be a non-negative integer")) {
            try badge.wasm.measure(proposed: size, props: props)
        }
        #expect(throws: PluginError.self) { try badge.native.measure(proposed: size, props: props) }
    }
}

/// Badge writes numbers as printf's `%g` does, without a C library (its own
/// formatter, the same in both builds): checked against Foundation's `%g` at
/// the rule's boundaries (exponents −4 and 6, rounding into a seventh digit).
@Suite struct BadgeNumberFormatTests {
    @Test func numbersAreWrittenAsPercentG() throws {
        let log = LogRecorder()
        let plugin = try WasmPluginLoader(handlers: log.handlers).load(path: try WasmFixtures.badgeWasm.get())
        let badge = try #require(plugin.kind("com.listkit.badge"))
        let values: [Double] = [
            0.0001, 0.00009999995, 0.00001, 0.000123456789, 1, 0.5, 100, 123456, 999999, 999999.4, 999999.5, 1_000_000,
            1_234_567, 3.14159265, 2.5e-10, 1e22, 1e21 * 7, 0.1 + 0.2, 1e-16,
        ]
        for value in values {
            try badge.visibilityChanged(itemID: "row", event: .thresholdCrossedUp(value))
        }
        #expect(log.take() == values.map { "thresholdUp " + String(format: "%g", $0) + " row" })
    }
}
