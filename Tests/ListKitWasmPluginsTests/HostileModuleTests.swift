import ListKitCore
import ListKitDSL
import ListKitPluginModel
import ListKitPlugins
import ListKitWasmPlugins
import Synchronization
import Testing

/// Hostile WebAssembly modules, each refused or stopped with its typed
/// error, the host going on: a module that is not WebAssembly, truncated,
/// missing or mistyping an export, of another ABI version, looping, growing
/// its memory, trapping, pointing outside its memory, asking for a gigabyte,
/// flooding the log.
@Suite struct HostileModuleTests {
    /// Limits small enough that a looping module stops quickly in a debug build.
    static var limits: WasmPluginLimits {
        var limits = WasmPluginLimits()
        limits.fuelPerCall = 2_000_000
        limits.maximumMemoryBytes = 4 << 20
        return limits
    }

    /// Writes `plugin` and loads it.
    func load(_ plugin: WatPlugin, _ name: String, limits: WasmPluginLimits = Self.limits,
              handlers: PluginHostHandlers = .silent) throws -> (path: String, result: Result<LoadedPlugin, PluginError>) {
        let path = try WasmFixtures.wat(plugin.text, name: name)
        let loader = WasmPluginLoader(handlers: handlers, limits: limits)
        do throws(PluginError) {
            return (path, .success(try loader.load(path: path)))
        } catch {
            return (path, .failure(error))
        }
    }

    /// The hostile plugin's one kind.
    func kind(_ plugin: WatPlugin, _ name: String, handlers: PluginHostHandlers = .silent) throws -> (String, PluginKind) {
        let (path, result) = try load(plugin, name, handlers: handlers)
        return (path, try #require(try result.get().kind("com.test.hostile")))
    }

    static let proposed = Size(width: 100, height: 100)

    @Test func aWellBehavedModuleLoadsAndMeasures() throws {
        let (_, kind) = try kind(WatPlugin(), "well")
        #expect(try kind.measure(proposed: Self.proposed) == Size(width: 10, height: 12))
        #expect(try kind.render(size: Size(width: 10, height: 12)) == [])
    }

    @Test func notWebAssembly() throws {
        let path = try WasmFixtures.write(Array("hello, world".utf8), name: "hello.wasm")
        #expect(throws: PluginError.notWebAssembly(path: path)) { try WasmPluginLoader().load(path: path) }
        #expect(PluginError.notWebAssembly(path: path).description
                == "\(path): not a WebAssembly module (no \\0asm magic number)")
    }

    @Test func truncated() throws {
        let whole = try WasmFixtures.wat(WatPlugin().text, name: "whole")
        let bytes = try #require(PluginFileBytes.read(whole))
        let path = try WasmFixtures.write(Array(bytes.prefix(40)), name: "truncated.wasm")
        let error = try #require(throws: PluginError.self) { try WasmPluginLoader().load(path: path) }
        guard case .malformedModule(path, _) = error else {
            Issue.record("expected a malformed module, got \(error)")
            return
        }
    }

    @Test func missingExport() throws {
        var plugin = WatPlugin()
        plugin.omitted = ["listkit_render"]
        let (path, result) = try load(plugin, "missing")
        #expect(throws: PluginError.missingExport(
            path: path, name: "listkit_render", expected: "a function (i32, i32, i32, i32, i32) -> (i32)")) {
            try result.get()
        }
    }

    @Test func wronglyTypedExport() throws {
        var plugin = WatPlugin()
        plugin.measureFunction = #"(func (export "listkit_measure") (param i32) (result i32) (i32.const 0))"#
        let (path, result) = try load(plugin, "mistyped")
        #expect(throws: PluginError.wrongExportType(
            path: path, name: "listkit_measure", found: "a function (i32) -> (i32)",
            expected: "a function (i32, i32, i32, i32, i32, i32) -> ()")) {
            try result.get()
        }
    }

    @Test func wrongABIVersion() throws {
        var plugin = WatPlugin()
        plugin.abiVersion = 2
        let (path, result) = try load(plugin, "abi2")
        #expect(throws: PluginError.abiVersionMismatch(path: path, found: 2, expected: 1)) { try result.get() }
    }

    @Test func descriptorPointingOutsideMemory() throws {
        var plugin = WatPlugin()
        plugin.namePointer = 0xFFFF_FF00
        let (path, result) = try load(plugin, "outside")
        #expect(throws: PluginError.invalidField(
            path: path, kind: nil, field: "name", reason: "points outside the module's memory")) {
            try result.get()
        }
    }

    @Test func entryReturningNull() throws {
        var plugin = WatPlugin()
        plugin.entry = "(i32.const 0)"
        let (path, result) = try load(plugin, "null")
        #expect(throws: PluginError.entryReturnedNull(path: path, message: nil)) { try result.get() }
    }

    @Test func importsTheHostDoesNotOffer() throws {
        var plugin = WatPlugin()
        plugin.extra = #"(import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32)))"#
        let (path, result) = try load(plugin, "wasi")
        #expect(throws: PluginError.instantiationFailed(
            path: path, reason: "it imports wasi_snapshot_preview1.fd_write, which the host does not offer "
                + "(only the functions listkit.log and listkit.invalidate)")) {
            try result.get()
        }
    }

    @Test func initialMemoryAboveTheLimit() throws {
        var plugin = WatPlugin()
        plugin.memory = #"(memory (export "memory") 100)"#   // 6.25 MiB, above 4 MiB
        let (path, result) = try load(plugin, "bigmemory")
        #expect(throws: PluginError.memoryLimitReached(path: path, kind: nil, function: nil, item: nil, limit: 4 << 20)) {
            try result.get()
        }
    }

    @Test func startFunctionThatNeverEnds() throws {
        var plugin = WatPlugin()
        plugin.extra = "(func $spin (loop (br 0))) (start $spin)"
        let (path, result) = try load(plugin, "spinstart")
        #expect(throws: PluginError.outOfFuel(path: path, kind: nil, function: nil, item: nil, fuel: 2_000_000)) {
            try result.get()
        }
    }

    @Test func infiniteLoopInMeasureRunsOutOfFuel() throws {
        var plugin = WatPlugin()
        plugin.measure = "(loop (br 0))"
        let (path, kind) = try kind(plugin, "spin")
        #expect(throws: PluginError.outOfFuel(
            path: path, kind: "com.test.hostile", function: .measure, item: nil, fuel: 2_000_000)) {
            try kind.measure(proposed: Self.proposed)
        }
        // The same plugin goes on: render still answers.
        #expect(try kind.render(size: Size(width: 1, height: 1)) == [])
    }

    @Test func memoryGrowthInALoopHitsTheLimit() throws {
        var plugin = WatPlugin()
        plugin.measure = "(loop (drop (memory.grow (i32.const 1))) (br 0))"
        let (path, kind) = try kind(plugin, "grow")
        #expect(throws: PluginError.memoryLimitReached(
            path: path, kind: "com.test.hostile", function: .measure, item: nil, limit: 4 << 20)) {
            try kind.measure(proposed: Self.proposed)
        }
    }

    @Test func unreachableTraps() throws {
        var plugin = WatPlugin()
        plugin.render = "(unreachable)"
        let (path, kind) = try kind(plugin, "unreachable")
        #expect(throws: PluginError.trapped(
            path: path, kind: "com.test.hostile", function: .render, item: nil, reason: "unreachable")) {
            try kind.render(size: Size(width: 1, height: 1))
        }
    }

    @Test func outOfBoundsAccessTraps() throws {
        var plugin = WatPlugin()
        plugin.measure = "(f64.store (i32.const -8) (f64.const 1))"
        let (path, kind) = try kind(plugin, "oob")
        #expect(throws: PluginError.trapped(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "out of bounds memory access")) {
            try kind.measure(proposed: Self.proposed)
        }
    }

    @Test func displayListStringOutsideItsText() throws {
        // One text op whose string starts at 1000 in a text of 0 bytes.
        var plugin = WatPlugin()
        plugin.render = """
            (local i32) (local.set 5 (i32.load offset=8 (local.get 4)))
            (i32.store (local.get 5) (i32.const 3))
            (f64.store offset=40 (local.get 5) (f64.const 0)) (f64.store offset=48 (local.get 5) (f64.const 12))
            (i32.store offset=56 (local.get 5) (i32.const 1000)) (i32.store offset=60 (local.get 5) (i32.const 5))
            (i32.store offset=16 (local.get 4) (i32.const 1))
            (i32.const 0)
            """
        let (path, kind) = try kind(plugin, "badtext")
        let error = try #require(throws: PluginError.self) { try kind.render(size: Size(width: 1, height: 1)) }
        guard case .invalidDisplayList(path, "com.test.hostile", _) = error else {
            Issue.record("expected an invalid display list, got \(error)")
            return
        }
    }

    @Test func aGigabyteDisplayListIsRefused() throws {
        var plugin = WatPlugin()
        plugin.render = "(i32.store offset=16 (local.get 4) (i32.const 0x40000000)) (i32.const 1)"
        let (path, kind) = try kind(plugin, "gigabyte")
        #expect(throws: PluginError.displayListTooLarge(
            path: path, kind: "com.test.hostile", operations: 1 << 30, textBytes: 0)) {
            try kind.render(size: Size(width: 1, height: 1))
        }
    }

    @Test func aGigabyteLogMessageIsRefused() throws {
        var plugin = WatPlugin()
        plugin.measure = "(call $log (i32.const 1) (i32.const 1100) (i32.const 0x40000000))"
        let (path, kind) = try kind(plugin, "gigalog")
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "log: more than 65536 bytes logged in one call")) {
            try kind.measure(proposed: Self.proposed)
        }
    }

    @Test func aLogFloodStopsTheCall() throws {
        let log = LogRecorder()
        var plugin = WatPlugin()
        plugin.measure = "(loop (call $log (i32.const 1) (i32.const 1100) (i32.const 100)) (br 0))"
        let (path, kind) = try kind(plugin, "flood", handlers: log.handlers)
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "log: more than 65536 bytes logged in one call")) {
            try kind.measure(proposed: Self.proposed)
        }
        // 655 messages of 100 bytes fit in 65,536; the 656th passes the limit and is not delivered.
        #expect(log.take().count == 655)
    }

    @Test func aLogMessageOutsideMemory() throws {
        var plugin = WatPlugin()
        plugin.measure = "(call $log (i32.const 1) (i32.const 0x7FFFFFF0) (i32.const 16))"
        let (path, kind) = try kind(plugin, "logoutside")
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "log: the message (16 bytes at 2147483632) is outside the module's memory")) {
            try kind.measure(proposed: Self.proposed)
        }
    }

    @Test func invalidateWithAnUnreadableID() throws {
        var plugin = WatPlugin()
        plugin.measure = "(call $invalidate (i32.const 0))"
        let (path, kind) = try kind(plugin, "invalidate")
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "invalidate: the kind id is NULL")) {
            try kind.measure(proposed: Self.proposed)
        }
    }
}

/// A failing WebAssembly plugin leaves everything else as it was.
@Suite struct WasmIsolationTests {
    @Test func aBadFunctionPointerTraps() throws {
        // The trampoline calls the kind's pointer (1) through a table of one
        // entry (index 0): out of the table.
        var plugin = WatPlugin()
        plugin.extra = "(type $measure (func (param i32 i32 i32 i32 i32))) (table 1 funcref)"
        plugin.measure = """
            (call_indirect (type $measure) (local.get 5) (local.get 1) (local.get 2) (local.get 3) (local.get 4)
              (local.get 0))
            """
        let path = try WasmFixtures.wat(plugin.text, name: "badpointer")
        let kind = try #require(try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
            .kind("com.test.hostile"))
        let error = try #require(throws: PluginError.self) { try kind.measure(proposed: HostileModuleTests.proposed) }
        guard case .trapped(path, "com.test.hostile", .measure, nil, let reason) = error else {
            Issue.record("expected a trap, got \(error)")
            return
        }
        #expect(reason.contains("table"), "\(reason)")
    }

    @Test func theHostAndOtherPluginsGoOn() throws {
        var spinning = WatPlugin()
        spinning.measure = "(loop (br 0))"
        let hostile = try WasmFixtures.wat(spinning.text, name: "spin-beside-badge")
        let registry = PluginRegistry(backends: [WasmPluginLoader(limits: HostileModuleTests.limits)])
        try registry.load(path: hostile)
        try registry.load(path: try WasmFixtures.badgeWasm.get())
        let props = PluginProps(json: #"{"text": "NEW"}"#)
        let before = props.json
        #expect(throws: PluginError.self) {
            try registry.kind("com.test.hostile")?.measure(proposed: HostileModuleTests.proposed, props: props)
        }
        // The caller's props are as they were, and the badge measures them.
        #expect(props.json == before)
        let badge = try #require(registry.kind("com.listkit.badge"))
        #expect(try badge.measure(proposed: HostileModuleTests.proposed, props: props) == Size(width: 33, height: 20))
        #expect(registry.kindIDs == ["com.listkit.badge", "com.test.hostile"])
    }

    @Test func aRegistryGivesEachFileToItsBackend() throws {
        let registry = PluginRegistry(backends: [PluginLoader(), WasmPluginLoader()])
        let wasm = try WasmFixtures.badgeWasm.get()
        #expect(registry.backend(for: wasm) is WasmPluginLoader)
        #expect(registry.backend(for: try WasmFixtures.badgeNative.get()) is PluginLoader)
        // Neither by magic nor by name: the first backend, whose checks say what is wrong.
        let text = try WasmFixtures.write(Array("not a plugin".utf8), name: "notes.txt")
        #expect(registry.backend(for: text) is PluginLoader)
        // An ELF file goes to the native backend whatever its name, and so does
        // a versioned shared object's name, even when the native backend is not first.
        let wasmFirst = PluginRegistry(backends: [WasmPluginLoader(), PluginLoader()])
        let elf = try WasmFixtures.write([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1], name: "plugin.bin")
        #expect(wasmFirst.backend(for: elf) is PluginLoader)
        let versioned = try WasmFixtures.write(Array("not a plugin".utf8), name: "libThing.so.1")
        #expect(wasmFirst.backend(for: versioned) is PluginLoader)
        #expect(wasmFirst.backend(for: text) is WasmPluginLoader)
        // A .wasm name with other bytes goes to the WebAssembly backend, which refuses it.
        let named = try WasmFixtures.write(Array("not a plugin".utf8), name: "fake.wasm")
        #expect(throws: PluginError.notWebAssembly(path: named)) { try registry.load(path: named) }
    }
}

/// The limits at their boundaries: exactly the limit is allowed, one more is not.
@Suite struct WasmLimitBoundaryTests {
    @Test func aMemoryOfExactlyTheLimitLoads() throws {
        var plugin = WatPlugin()
        // 4 MiB is 64 pages; the loader then asks listkit_alloc for a 64 KiB block,
        // which would pass the limit: the module's memory is capped at 63 pages + the block.
        plugin.memory = #"(memory (export "memory") 63)"#
        let path = try WasmFixtures.wat(plugin.text, name: "exact-memory")
        #expect(throws: Never.self) { try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path) }
        plugin.memory = #"(memory (export "memory") 64)"#
        let over = try WasmFixtures.wat(plugin.text, name: "over-memory")
        #expect(throws: PluginError.memoryLimitReached(path: over, kind: nil, function: nil, item: nil, limit: 4 << 20)) {
            try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: over)
        }
    }

    @Test func exactlyTheLogLimitInOneCallIsAllowed() throws {
        let log = LogRecorder()
        var limits = HostileModuleTests.limits
        limits.maximumLogBytesPerCall = 200
        limits.maximumLogMessageBytes = 8
        var plugin = WatPlugin()
        // Two messages of 100 bytes (from 1100: "Hostile" and what follows): 200 in all.
        plugin.measure = """
            (call $log (i32.const 1) (i32.const 1100) (i32.const 100))
            (call $log (i32.const 1) (i32.const 1100) (i32.const 100))
            """
        let path = try WasmFixtures.wat(plugin.text, name: "exact-log")
        let kind = try #require(try WasmPluginLoader(handlers: log.handlers, limits: limits).load(path: path)
            .kind("com.test.hostile"))
        #expect(try kind.measure(proposed: HostileModuleTests.proposed) == Size(width: 0, height: 0))
        // Each message cut to 8 bytes: "Hostile" and its NUL.
        #expect(log.take() == ["Hostile\0", "Hostile\0"])
        limits.maximumLogBytesPerCall = 199
        let over = try #require(try WasmPluginLoader(handlers: log.handlers, limits: limits).load(path: path)
            .kind("com.test.hostile"))
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: "com.test.hostile", function: .measure, item: nil,
            reason: "log: more than 199 bytes logged in one call")) {
            try over.measure(proposed: HostileModuleTests.proposed)
        }
    }

    @Test func aStringEndingAtTheEndOfMemoryWithoutItsNUL() throws {
        // Two pages; the block inside them (from 32 KiB), so the memory does
        // not grow; the name is the memory's last byte, "x", with no NUL after it.
        var plugin = WatPlugin()
        plugin.alloc = "(i32.const 32768)"
        plugin.namePointer = 131_071
        plugin.extra = #"(data (i32.const 131071) "x")"#
        let path = try WasmFixtures.wat(plugin.text, name: "unterminated")
        #expect(throws: PluginError.invalidField(
            path: path, kind: nil, field: "name", reason: "is not terminated before the end of the module's memory")) {
            try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
        }
        // One byte earlier, "x" and the NUL the memory ends with: a name.
        plugin.namePointer = 131_070
        plugin.extra = #"(data (i32.const 131070) "x")"#
        let ends = try WasmFixtures.wat(plugin.text, name: "terminated-at-end")
        #expect(try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: ends).info.name == "x")
    }

    @Test func aBlockOutsideTheMemoryIsRefused() throws {
        var plugin = WatPlugin()
        plugin.alloc = "(i32.const 131072)"   // the end of the two pages: the block would lie past it
        let path = try WasmFixtures.wat(plugin.text, name: "block-outside")
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: nil, function: nil, item: nil,
            reason: "listkit_alloc(65536) returned 131072, whose block is outside the module's memory")) {
            try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
        }
        // 65536 is the last address whose 64 KiB block fits.
        plugin.alloc = "(i32.const 65536)"
        let fits = try WasmFixtures.wat(plugin.text, name: "block-fits")
        #expect(throws: Never.self) { try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: fits) }
    }
}

/// The descriptor and kind table as a WebAssembly module lays them out:
/// the shared rules, and the bytes a kind declares.
@Suite struct WasmDescriptorTests {
    /// Loads `plugin`; its error, or `nil`.
    func error(_ plugin: WatPlugin, _ name: String) throws -> (String, PluginError?) {
        let path = try WasmFixtures.wat(plugin.text, name: name)
        do throws(PluginError) {
            _ = try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
            return (path, nil)
        } catch {
            return (path, error)
        }
    }

    @Test func noKinds() throws {
        var plugin = WatPlugin()
        plugin.kindCount = 0
        let (path, error) = try error(plugin, "no-kinds")
        #expect(error == .invalidField(path: path, kind: nil, field: "kind_count", reason: "is 0, must be 1 to 1024"))
    }

    @Test func aKindSmallerThanTheFirstRelease() throws {
        var plugin = WatPlugin()
        plugin.kindWords[0] = 35
        let (path, error) = try error(plugin, "small-kind")
        #expect(error == .structTooSmall(
            path: path, kind: "kinds[0]", structure: "lk_component_kind", found: 35, minimum: 36))
    }

    @Test func aFirstReleaseKindHasNoLaterFields() throws {
        // struct_size 36 ends after did_end_display: the visibility pointer
        // and props declaration after it are not the kind's and read as NULL.
        var plugin = WatPlugin()
        plugin.kindWords = [36, 0, 1300, 0, 1, 0, 2, 0, 0, 5, 1100]
        let (_, refusal) = try error(plugin, "first-release")
        #expect(refusal == nil)
        let loaded = try WasmPluginLoader(limits: HostileModuleTests.limits)
            .load(path: try WasmFixtures.wat(plugin.text, name: "first-release"))
        #expect(loaded.info.kinds == [PluginKindInfo(
            id: "com.test.hostile", measuresInBatches: false, observesWillDisplay: false, observesDidEndDisplay: false)])
        // At 40 bytes the visibility pointer is the kind's, and needs its trampoline.
        plugin.kindWords[0] = 40
        let (path, later) = try error(plugin, "visibility-release")
        #expect(later == .missingExport(
            path: path, name: "listkit_visibility", expected: "a function (i32, i32, i32, i32, i32, f64, f64) -> (i32)"))
    }

    @Test func aKindWithWillDisplayNeedsTheLifecycleTrampoline() throws {
        var plugin = WatPlugin()
        plugin.kindWords[7] = 3   // will_display
        let (path, error) = try error(plugin, "no-lifecycle")
        #expect(error == .missingExport(
            path: path, name: "listkit_lifecycle", expected: "a function (i32, i32, i32, i32) -> (i32)"))
    }

    @Test func aKindWithoutMeasure() throws {
        var plugin = WatPlugin()
        plugin.kindWords[4] = 0
        let (path, error) = try error(plugin, "no-measure")
        #expect(error == .missingFunction(path: path, kind: "com.test.hostile", function: "measure"))
    }

    @Test func aKindIDThatIsNotReverseDNS() throws {
        var plugin = WatPlugin()
        plugin.kindID = "box"
        let (path, error) = try error(plugin, "bad-id")
        guard case .invalidKindID(path, #""box""#, _) = error else {
            Issue.record("expected an invalid kind id, got \(String(describing: error))")
            return
        }
    }
}

/// A memory of no pages: WasmKit has no base address for it, and the host
/// must not ask for one.
@Suite struct EmptyMemoryTests {
    @Test func anEmptyLogMessageFromAModuleWithNoMemoryPages() throws {
        let log = LogRecorder()
        var plugin = WatPlugin()
        plugin.memory = #"(memory (export "memory") 0)"#
        // listkit_alloc logs an empty message at address 0, then answers 0.
        plugin.alloc = "(call $log (i32.const 1) (i32.const 0) (i32.const 0)) (i32.const 0)"
        // The descriptor's data cannot live in a memory of no pages: none.
        let text = plugin.text.split(separator: "\n").filter { !$0.hasPrefix("(data") }.joined(separator: "\n")
        let path = try WasmFixtures.wat(text, name: "no-pages")
        #expect(throws: PluginError.hostCallMisused(
            path: path, kind: nil, function: nil, item: nil, reason: "listkit_alloc(65536) returned 0")) {
            try WasmPluginLoader(handlers: log.handlers).load(path: path)
        }
        #expect(log.take() == [""])
    }
}

/// The display list a plugin fills is read from where the host put it,
/// whatever the plugin writes in the list's own pointer fields.
@Suite struct DisplayListPointerTests {
    @Test func aPluginThatRepointsItsOpsIsReadFromTheHostsBuffer() throws {
        // One fill op (type 1, colour 0x112233FF, rect 0 0 4 5) written in
        // the host's buffer; then ops and text pointed far outside memory.
        var plugin = WatPlugin()
        plugin.render = """
            (local i32) (local.set 5 (i32.load offset=8 (local.get 4)))
            (i32.store (local.get 5) (i32.const 1)) (i32.store offset=4 (local.get 5) (i32.const 0x112233FF))
            (f64.store offset=8 (local.get 5) (f64.const 0)) (f64.store offset=16 (local.get 5) (f64.const 0))
            (f64.store offset=24 (local.get 5) (f64.const 4)) (f64.store offset=32 (local.get 5) (f64.const 5))
            (i32.store offset=16 (local.get 4) (i32.const 1))
            (i32.store offset=8 (local.get 4) (i32.const 0xFFFFFFF0))
            (i32.store offset=20 (local.get 4) (i32.const 0xFFFFFFF0))
            (i32.const 0)
            """
        let path = try WasmFixtures.wat(plugin.text, name: "repointed")
        let kind = try #require(try WasmPluginLoader(limits: HostileModuleTests.limits).load(path: path)
            .kind("com.test.hostile"))
        #expect(try kind.render(size: Size(width: 4, height: 5))
                == [.fillRect(Rect(x: 0, y: 0, width: 4, height: 5), Color(rgba: 0x1122_33FF))])
    }
}

/// The limits that concern what the host hands over and takes back, each
/// passed by one: the module's size, the props, a render's room.
@Suite struct WasmArgumentLimitTests {
    @Test func aModuleLargerThanTheLimit() throws {
        let path = try WasmFixtures.wat(WatPlugin().text, name: "size-limit")
        let size = try #require(PluginFileBytes.read(path)).count
        var limits = WasmPluginLimits()
        limits.maximumModuleBytes = size - 1
        #expect(throws: PluginError.malformedModule(
            path: path, reason: "the module is \(size) bytes, above the limit of \(size - 1)")) {
            try WasmPluginLoader(limits: limits).load(path: path)
        }
        limits.maximumModuleBytes = size
        #expect(throws: Never.self) { try WasmPluginLoader(limits: limits).load(path: path) }
    }

    @Test func propsLargerThanTheLimit() throws {
        var limits = WasmPluginLimits()
        limits.maximumPropsBytes = 8
        let path = try WasmFixtures.wat(WatPlugin().text, name: "props-limit")
        let kind = try #require(try WasmPluginLoader(limits: limits).load(path: path).kind("com.test.hostile"))
        #expect(try kind.measure(proposed: .zero, props: PluginProps(json: #"{"a": 1}"#)) == Size(width: 10, height: 12))
        #expect(throws: PluginError.invalidArgument(
            path: path, kind: "com.test.hostile", function: .measure,
            reason: "props are 9 bytes, above this plugin's limit of 8")) {
            try kind.measure(proposed: .zero, props: PluginProps(json: #"{"a": 12}"#))
        }
    }

    @Test func aRenderThatNeedsMoreRoomThanThePluginMayHave() throws {
        // render asks for 20 operations (the first room is 16): the host's
        // limits would grow the room, this plugin's (16) refuse it.
        var plugin = WatPlugin()
        plugin.render = "(i32.store offset=16 (local.get 4) (i32.const 20)) (i32.const 1)"
        var limits = WasmPluginLimits()
        limits.maximumDisplayListOperations = 16
        let path = try WasmFixtures.wat(plugin.text, name: "room-limit")
        let kind = try #require(try WasmPluginLoader(limits: limits).load(path: path).kind("com.test.hostile"))
        #expect(throws: PluginError.invalidDisplayList(
            path: path, kind: "com.test.hostile",
            reason: "it needs 20 operations and 256 text bytes, above this plugin's limit of 16 operations and "
                + "1048576 bytes")) {
            try kind.render(size: Size(width: 1, height: 1))
        }
    }

    @Test func invalidateReachesTheHandler() throws {
        let seen = InvalidationRecorder()
        var plugin = WatPlugin()
        plugin.measure = "(call $invalidate (i32.const 1300))"   // the kind's own id
        let path = try WasmFixtures.wat(plugin.text, name: "invalidates")
        let loader = WasmPluginLoader(handlers: PluginHostHandlers(invalidate: { seen.add($0) }))
        let kind = try #require(try loader.load(path: path).kind("com.test.hostile"))
        _ = try kind.measure(proposed: .zero)
        #expect(seen.all == [PluginInvalidation(path: path, kindID: "com.test.hostile")])
    }

    @Test func aRegistryWithNoBackend() throws {
        let path = try WasmFixtures.wat(WatPlugin().text, name: "no-backend")
        #expect(throws: PluginError.unreadable(path: path, reason: "the plugin registry has no backend to load it with")) {
            try PluginRegistry(backends: []).load(path: path)
        }
    }
}

/// Collects invalidations.
final class InvalidationRecorder: Sendable {
    private let list = Mutex<[PluginInvalidation]>([])
    /// Keeps one.
    func add(_ invalidation: PluginInvalidation) { list.withLock { $0.append(invalidation) } }
    /// Every one kept.
    var all: [PluginInvalidation] { list.withLock { $0 } }
}

/// The host's exchange block: asked for once at load (64 KiB), then twice
/// as large at least when a call needs more, so that growing needs are
/// asked for rarely.
@Suite struct ExchangeBlockTests {
    @Test func aLargerBlockIsAtLeastTwiceTheLast() throws {
        let log = LogRecorder()
        var plugin = WatPlugin()
        // listkit_alloc logs "Hostile" (7 bytes at 1100) each time it is asked.
        plugin.alloc = """
            (call $log (i32.const 1) (i32.const 1100) (i32.const 7))
            (local.set 1 (memory.grow (i32.shr_u (i32.add (local.get 0) (i32.const 65535)) (i32.const 16))))
            (if (result i32) (i32.lt_s (local.get 1) (i32.const 0))
              (then (i32.const 0)) (else (i32.shl (local.get 1) (i32.const 16))))
            """
        let path = try WasmFixtures.wat(plugin.text, name: "block-growth")
        let kind = try #require(try WasmPluginLoader(handlers: log.handlers).load(path: path).kind("com.test.hostile"))
        #expect(log.take() == ["Hostile"])
        // 70,000 bytes of props do not fit in 64 KiB: a new block of 131,072 (twice 65,536).
        let props = { (count: Int) in PluginProps(json: Array(#"""#.utf8) + Array(repeating: 0x61, count: count - 2) + Array(#"""#.utf8)) }
        _ = try kind.measure(proposed: .zero, props: props(70_000))
        #expect(log.take() == ["Hostile"])
        // 100,000 bytes fit in that block (with the call's other arguments): no new one.
        _ = try kind.measure(proposed: .zero, props: props(100_000))
        #expect(log.take() == [])
        // 131,072 bytes do not: the next block is 262,144.
        _ = try kind.measure(proposed: .zero, props: props(131_072))
        #expect(log.take() == ["Hostile"])
    }
}
