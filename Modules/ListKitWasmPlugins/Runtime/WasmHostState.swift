import ListKitPluginModel
import WasmKit

/// What the host functions a WebAssembly plugin imports (`listkit.log`,
/// `listkit.invalidate`) need: the plugin's path, the host's handlers, its
/// limits, its memory once instantiated, and the log bytes of the call in
/// progress.
///
/// Read and written only during calls into the plugin, which its
/// `CallGate` serialises (and during loading, before anyone else can reach
/// it): hence unchecked for sending.
final class WasmHostState: @unchecked Sendable {
    /// The plugin's path, named in messages and invalidations.
    let path: String
    /// What the host does with a message or an invalidation.
    let handlers: PluginHostHandlers
    /// The plugin's limits.
    let limits: WasmPluginLimits
    /// The gate that serialises calls, told about error messages.
    let gate: CallGate
    /// The module's memory, set once it is instantiated.
    var memory: GuestMemory?
    /// The log bytes written during the call in progress.
    private var loggedBytes = 0

    /// The state of the plugin at `path`.
    init(path: String, handlers: PluginHostHandlers, limits: WasmPluginLimits, gate: CallGate) {
        self.path = path
        self.handlers = handlers
        self.limits = limits
        self.gate = gate
    }

    /// Starts counting a new call's log bytes.
    func beginCall() {
        loggedBytes = 0
    }

    /// `listkit.log(level, message, length)`: hands the message to the
    /// host's handler (cut to the longest kept), and remembers errors for
    /// the error of the call in progress.
    ///
    /// - Throws: ``HostCallRefusal`` when the message is not inside the
    ///   module's memory, or the call's log bytes pass the limit.
    func log(level: UInt32, message: UInt32, length: UInt32) throws(HostCallRefusal) {
        let count = Int(length)
        loggedBytes += count
        guard loggedBytes <= limits.maximumLogBytesPerCall else {
            throw HostCallRefusal(
                reason: "log: more than \(limits.maximumLogBytesPerCall) bytes logged in one call")
        }
        let kept = min(count, limits.maximumLogMessageBytes)
        guard let memory, memory.contains(message, count: count),
              let text = memory.read(message, count: kept, { String(decoding: $0, as: UTF8.self) })
        else {
            throw HostCallRefusal(reason: "log: the message (\(count) bytes at \(message)) is outside the module's memory")
        }
        let level = PluginLogLevel(abiValue: Int32(bitPattern: level))
        if level == .error { gate.noteError(text) }
        handlers.log(PluginLogMessage(path: path, level: level, text: text))
    }

    /// `listkit.invalidate(kind_id)`: hands the kind id to the host's handler.
    ///
    /// - Throws: ``HostCallRefusal`` when the id is not a readable string.
    func invalidate(kindID: UInt32) throws(HostCallRefusal) {
        guard let memory else { throw HostCallRefusal(reason: "invalidate: called before the module was instantiated") }
        switch memory.string(kindID, limit: KindIdentifier.maximumLength) {
        case .success(let id): handlers.invalidate(PluginInvalidation(path: path, kindID: id))
        case .failure(let problem): throw HostCallRefusal(reason: "invalidate: the kind id \(problem.phrase)")
        }
    }

    /// The host functions the module may import, by name in module `listkit`.
    func imports(store: Store) -> Imports {
        var imports = Imports()
        imports.define(module: "listkit", name: "log", Function(
            store: store, parameters: [.i32, .i32, .i32], results: []
        ) { [unowned self] _, arguments, _ in
            try self.log(level: arguments[0].i32, message: arguments[1].i32, length: arguments[2].i32)
        })
        imports.define(module: "listkit", name: "invalidate", Function(
            store: store, parameters: [.i32], results: []
        ) { [unowned self] _, arguments, _ in
            try self.invalidate(kindID: arguments[0].i32)
        })
        return imports
    }

    /// The functions the module may import: their names and types, for the
    /// check made before instantiating it.
    static let importTypes: [String: FunctionType] = [
        "log": FunctionType(parameters: [.i32, .i32, .i32], results: []),
        "invalidate": FunctionType(parameters: [.i32], results: []),
    ]
}

/// A host function refused what the plugin passed it; the call into the
/// plugin stops with `PluginError.hostCallMisused`.
struct HostCallRefusal: Error {
    /// What was wrong.
    var reason: String
}
