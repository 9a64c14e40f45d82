import ListKitPluginModel
import WasmKit

/// One instantiated WebAssembly plugin: its store, exports and memory, and
/// the block of its memory the host writes call arguments in.
///
/// Every call goes through the plugin's `CallGate` (one at a time, a
/// re-entrant call refused), with a fresh fuel budget, and every failure
/// (a trap, fuel, memory, a host function misused) becomes a `PluginError`
/// naming the call. Hence unchecked for sending: the gate serialises all
/// access to the non-sendable WasmKit values.
final class WasmPluginInstance: @unchecked Sendable {
    /// The plugin's path.
    let path: String
    /// The plugin's limits.
    let limits: WasmPluginLimits
    /// Serialises calls and collects the last error logged in each.
    let gate: CallGate
    /// The module's store.
    private let store: Store
    /// The instance, kept for the plugin's life, as everything the store
    /// made for it.
    private let instance: Instance
    /// The checked exports.
    let exports: WasmExports
    /// The module's memory, read and written with every address checked.
    let memory: GuestMemory
    /// What the host functions use.
    private let host: WasmHostState
    /// Refuses growth past the limits.
    private let cap: WasmResourceCap
    /// The stack every call runs on (made once: a call would allocate one).
    private var stack: ExecutionStack
    /// The host's exchange block: where `listkit_alloc` put it, and its size.
    private var block: (address: UInt32, size: Int) = (0, 0)

    /// The smallest exchange block asked for.
    static let minimumBlockSize = 64 << 10

    /// An instance whose exports have been checked.
    init(
        path: String, limits: WasmPluginLimits, gate: CallGate, store: Store, instance: Instance, exports: WasmExports,
        host: WasmHostState, cap: WasmResourceCap
    ) {
        self.path = path
        self.instance = instance
        self.limits = limits
        self.gate = gate
        self.store = store
        self.exports = exports
        self.memory = GuestMemory(memory: exports.memory)
        self.host = host
        self.cap = cap
        self.stack = ExecutionStack(engine: store.engine)
    }

    /// Runs `body` as one call into the plugin, through its gate.
    ///
    /// - Returns: the body's value and the last error the plugin logged during it.
    /// - Throws: `PluginError.reentrantCall` when this thread is already
    ///   inside a call into the plugin; the body's errors.
    func perform<Value: Sendable>(
        _ site: WasmCallSite, _ body: (WasmPluginInstance) throws(PluginError) -> Value
    ) throws(PluginError) -> (value: Value, loggedError: String?) {
        var result: Result<Value, PluginError>?
        let outcome = gate.run {
            do throws(PluginError) {
                result = .success(try body(self))
            } catch {
                result = .failure(error)
            }
        }
        guard outcome.entered, let result else {
            throw .reentrantCall(path: path, kind: site.kind, function: site.function ?? .entry)
        }
        return (try result.get(), outcome.loggedError)
    }

    /// Invokes one exported function with a full fuel budget.
    ///
    /// - Throws: the `PluginError` for a trap, running out of fuel, a memory
    ///   growth refused before a failure, or a host function misused.
    func invoke(_ function: Function, _ arguments: [Value], _ site: WasmCallSite) throws(PluginError) -> [Value] {
        // A refused memory growth always stops its call, whose failure
        // takes the refusal: none is left over from an earlier call.
        store.fuel = Fuel(remaining: limits.fuelPerCall)
        host.beginCall()
        do {
            return try function.invoke(arguments, on: &stack)
        } catch {
            throw failure(error, site)
        }
    }

    /// Invokes a function that returns one `i32`.
    func invokeI32(_ function: Function, _ arguments: [Value], _ site: WasmCallSite) throws(PluginError) -> UInt32 {
        let results = try invoke(function, arguments, site)
        guard results.count == 1, case .i32(let value) = results[0] else {
            throw .hostCallMisused(
                path: path, kind: site.kind, function: site.function, item: site.item,
                reason: "an export returned \(results) instead of one i32")
        }
        return value
    }

    /// The error a failed invocation becomes: the shared cases, else a trap.
    private func failure(_ error: any Error, _ site: WasmCallSite) -> PluginError {
        Self.sandboxError(error, site, path: path, limits: limits, cap: cap)
            ?? .trapped(path: path, kind: site.kind, function: site.function, item: site.item,
                        reason: Self.trapReason(error))
    }

    /// What a failure of WasmKit (a call, or instantiating) means when it is
    /// the sandbox's doing: a host function refused its arguments, a memory
    /// growth past the limit stopped it, or its fuel ran out; `nil` for
    /// anything else.
    static func sandboxError(
        _ error: any Error, _ site: WasmCallSite, path: String, limits: WasmPluginLimits, cap: WasmResourceCap
    ) -> PluginError? {
        if let refusal = error as? HostCallRefusal {
            return .hostCallMisused(path: path, kind: site.kind, function: site.function, item: site.item, reason: refusal.reason)
        }
        if cap.takeRefusal() {
            return .memoryLimitReached(
                path: path, kind: site.kind, function: site.function, item: site.item, limit: limits.maximumMemoryBytes)
        }
        if trapReason(error) == "out of fuel" {
            return .outOfFuel(path: path, kind: site.kind, function: site.function, item: site.item, fuel: limits.fuelPerCall)
        }
        return nil
    }

    /// The first line of WasmKit's description of `error`, without its
    /// `Trap: ` prefix (`unreachable`, `out of fuel`, `out of bounds memory
    /// access`): WasmKit keeps a trap's reason from its users.
    static func trapReason(_ error: any Error) -> String {
        let text = String(describing: error)
        let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
        return firstLine.hasPrefix("Trap: ") ? String(firstLine.dropFirst(6)) : firstLine
    }

    /// The address of an exchange block of at least `size` bytes: the last
    /// one when it is large enough, else a new one from `listkit_alloc`
    /// (twice the last one's size at least, so that a plugin asked for more
    /// and more room is asked rarely). Old blocks are never freed.
    ///
    /// - Throws: `memoryLimitReached` when the module's memory cannot grow
    ///   that far (the block alone is above the limit, or `listkit_alloc`'s
    ///   growth passed it); `hostCallMisused` when `listkit_alloc` answers 0
    ///   or a block outside the memory.
    func exchangeBlock(size: Int, _ site: WasmCallSite) throws(PluginError) -> UInt32 {
        if size <= block.size { return block.address }
        let wanted = max(size, block.size * 2, Self.minimumBlockSize)
        guard wanted <= limits.maximumMemoryBytes else {
            throw .memoryLimitReached(
                path: path, kind: site.kind, function: site.function, item: site.item, limit: limits.maximumMemoryBytes)
        }
        let address = try invokeI32(exports.alloc, [.i32(UInt32(wanted))], site)
        // (A memory growth past the limit stopped the call above.)
        guard address != 0 else {
            throw .hostCallMisused(
                path: path, kind: site.kind, function: site.function, item: site.item,
                reason: "listkit_alloc(\(wanted)) returned 0")
        }
        guard memory.contains(address, count: wanted) else {
            throw .hostCallMisused(
                path: path, kind: site.kind, function: site.function, item: site.item,
                reason: "listkit_alloc(\(wanted)) returned \(address), whose block is outside the module's memory")
        }
        block = (address, wanted)
        return address
    }
}
