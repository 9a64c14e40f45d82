import ListKitCore
import Synchronization
import ListKitPluginModel

/// One plugin running in its own `listkit-plugin-host` process: calls go out
/// one at a time and wait for their answer, at most the isolation's time
/// limit. A host that ends or overruns is stopped for good: that call and
/// every later one throw the same `PluginError`.
final class IsolatedPlugin: Sendable {
    /// The plugin's path.
    let path: String
    /// The time limit of a call, in seconds.
    let timeout: Double
    /// Who hears the plugin's log messages and invalidations.
    let handlers: PluginHostHandlers
    private let state: Mutex<State>
    /// The thread making a call now (0: none), to refuse a call from a log
    /// handler of that call instead of waiting for itself.
    private let caller = Atomic<UInt>(0)

    private struct State {
        var process: HostProcess?
        var failure: PluginError?
    }

    private init(path: String, timeout: Double, handlers: PluginHostHandlers, process: HostProcess) {
        self.path = path
        self.timeout = timeout
        self.handlers = handlers
        self.state = Mutex(State(process: process, failure: nil))
    }

    deinit {
        state.withLock { state in
            if let process = state.process { _ = process.stop(kill: true) }
        }
    }

    /// Starts a host for the plugin at `path` and loads it there.
    ///
    /// - Returns: the running plugin and what it declares.
    /// - Throws: the host's refusal, its death or overrun while loading, or a
    ///   failure to start it.
    static func launch(
        path: String, isolation: PluginIsolation, handlers: PluginHostHandlers
    ) throws(PluginError) -> (IsolatedPlugin, PluginInfo) {
        let process = try HostProcess.start(executable: isolation.hostExecutable, pluginPath: path)
        let plugin = IsolatedPlugin(path: path, timeout: isolation.callTimeout, handlers: handlers, process: process)
        var reader = try plugin.exchange(nil, kind: nil, function: nil, item: nil)
        let first: Result<PluginInfo, PluginError>
        do throws(WireReader.Malformed) {
            switch try reader.tag() {
            case .ready:
                if try reader.u32() == HostProtocol.version {
                    first = .success(try reader.info())
                } else {
                    first = .failure(.hostUnavailable(
                        path: path,
                        reason: "\(isolation.hostExecutable) speaks another version of the host protocol "
                            + "(it was built with another ListKit: build the listkit-plugin-host product again)"))
                }
            case .refused: first = .failure(.hostRefused(path: path, reason: try reader.string()))
            default: throw WireReader.Malformed()
            }
        } catch {
            throw plugin.fail(.hostUnavailable(path: path, reason: "the host's first message is malformed"))
        }
        if case .failure(let error) = first, case .hostUnavailable = error { throw plugin.fail(error) }
        return (plugin, try first.get())
    }

    /// Sends `message` (none: only wait for the host's first message) and
    /// returns the answer, after handing the log messages and
    /// invalidations that come before it to ``handlers``.
    func exchange(
        _ message: WireWriter?, kind: String?, function: PluginFunction?, item: String?
    ) throws(PluginError) -> WireReader {
        let thread = CallGate.currentThread
        if caller.load(ordering: .acquiring) == thread {
            throw .reentrantCall(path: path, kind: kind, function: function ?? .entry)
        }
        let outcome: Result<WireReader, PluginError> = state.withLock { state in
            caller.store(thread, ordering: .releasing)
            defer { caller.store(0, ordering: .releasing) }
            if let failure = state.failure { return .failure(failure) }
            guard let process = state.process else {
                return .failure(.hostUnavailable(path: path, reason: "the host is stopped"))
            }
            let deadline = HostProcess.now() + timeout
            if let message, !process.send(message) {
                return .failure(stop(&state, how: process.stop(kill: true), kind: kind, function: function, item: item))
            }
            while true {
                switch process.read(until: deadline) {
                case .timedOut:
                    _ = process.stop(kill: true)
                    state.process = nil
                    let error = PluginError.hostTimedOut(path: path, kind: kind, function: function, item: item, seconds: timeout)
                    state.failure = error
                    return .failure(error)
                case .ended:
                    return .failure(stop(&state, how: process.stop(kill: false), kind: kind, function: function, item: item))
                case .frame(let bytes):
                    var reader = WireReader(bytes)
                    let peek = reader
                    guard let tag = try? reader.tag() else {
                        return .failure(stop(&state, how: process.stop(kill: true), kind: kind, function: function, item: item))
                    }
                    switch tag {
                    case .log:
                        if let level = try? reader.u8(), let text = try? reader.string() {
                            handlers.log(PluginLogMessage(path: path, level: PluginLogLevel(abiValue: Int32(level)), text: text))
                        }
                    case .invalidate:
                        if let kindID = try? reader.string() {
                            handlers.invalidate(PluginInvalidation(path: path, kindID: kindID))
                        }
                    default:
                        return .success(peek)
                    }
                }
            }
        }
        return try outcome.get()
    }

    /// Marks the host as ended (`how`) during a call, and returns the error.
    private func stop(
        _ state: inout State, how: String, kind: String?, function: PluginFunction?, item: String?
    ) -> PluginError {
        state.process = nil
        let error = PluginError.hostDied(path: path, kind: kind, function: function, item: item, how: how)
        state.failure = error
        return error
    }

    /// Stops the host for good with `error`, and returns it.
    private func fail(_ error: PluginError) -> PluginError {
        state.withLock { state in
            if let process = state.process { _ = process.stop(kill: true) }
            state.process = nil
            state.failure = error
        }
        return error
    }

    /// Reads the answer of a call: its status, logged error, then `value`.
    func answer<Value>(
        _ reader: WireReader, kind: String, function: PluginFunction, _ value: (inout WireReader) throws(WireReader.Malformed) -> Value
    ) throws(PluginError) -> RawAnswer<Value> {
        var reader = reader
        let result: Result<RawAnswer<Value>, PluginError>
        do throws(WireReader.Malformed) {
            switch try reader.tag() {
            case .answer:
                let status = try reader.i32()
                let logged = try reader.optionalString()
                result = .success(RawAnswer(status: status, value: try value(&reader), loggedError: logged))
            case .callRefused:
                result = .failure(.invalidArgument(path: path, kind: kind, function: function, reason: try reader.string()))
            default:
                throw WireReader.Malformed()
            }
        } catch {
            throw fail(.hostUnavailable(path: path, reason: "malformed answer to \(function) of kind \(kind)"))
        }
        return try result.get()
    }
}
