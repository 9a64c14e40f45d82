#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import ListKitPluginModel

/// Makes a plugin that calls `exit` (or returns from `main`'s thread into
/// `exit` some other way) during a call end the process with a failure that
/// names it, never with the status the plugin chose: `exit(0)` inside
/// `measure` would otherwise end a CI job with success and no output.
///
/// Every call into a plugin (loading it, its entry point, each kind
/// function) is marked with what it is; an `atexit` handler, installed with
/// the first mark, finds the mark when the process exits during such a call,
/// writes `<prefix><what> called exit()` to standard error (the prefix is
/// ``PluginLoader/exitReportPrefix``, `Error: ` unless set) and ends the process
/// with status ``exitStatus``. A crash or a hang cannot be caught in the
/// process: run plugins isolated for those.
enum PluginExitGuard {
    /// The status of a process that a plugin tried to end: 70 (`EX_SOFTWARE`).
    static let exitStatus: Int32 = 70

    /// Whether the handler writes its line (a plugin host process leaves the
    /// report to ListKit, which sees the host end with ``exitStatus``).
    static let reportsOnStandardError = Atomic(true)

    /// What starts the line the handler writes.
    static let linePrefix = Mutex("Error: ")

    /// A call into a plugin, as the line names it: its parts are kept and
    /// the text is made only if the process exits during the call (a call
    /// made for every item must not build a string each time).
    struct Call: Sendable {
        /// The plugin file.
        var path: String
        /// The kind called, when the call is a kind's.
        var kind: String?
        /// The function called; `nil` while the plugin loads.
        var function: PluginFunction?

        /// `/p/libX.so: kind com.x.box: measure`, `/p/libX.so: listkit_plugin_entry`,
        /// or `/p/libX.so: loading (its constructors)`.
        var text: String {
            guard let function else { return "\(path): loading (its constructors)" }
            guard let kind else { return "\(path): \(function)" }
            return "\(path): kind \(kind): \(function)"
        }
    }

    /// What each thread is calling now, by thread.
    private static let calls = Mutex<[UInt: Call]>([:])

    /// Installs the `atexit` handler once.
    private static let installed: Bool = {
        atexit { PluginExitGuard.processIsExiting() }
        return true
    }()

    /// Runs `body` marked as `what` (`/p/libX.so: kind com.x.box: measure`).
    static func during<Value, Failure: Error>(_ what: Call, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        _ = installed
        let thread = CallGate.currentThread
        calls.withLock { $0[thread] = what }
        defer { calls.withLock { $0[thread] = nil } }
        return try body()
    }

    /// The `atexit` handler: a failure naming the call when one is under way.
    private static func processIsExiting() {
        guard let what = calls.withLock({ $0.values.map(\.text).sorted().first }) else { return }
        if reportsOnStandardError.load(ordering: .relaxed) {
            let line = Array("\(linePrefix.withLock { $0 })\(what) called exit()\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        _exit(exitStatus)
    }
}

extension PluginLoader {
    /// What starts the line written to standard error when a plugin running
    /// in this process calls `exit` during a call or while loading
    /// (`<prefix>/p/libX.so: kind com.x.box: measure called exit()`):
    /// `Error: ` unless a tool sets its own. One setting for the process.
    public static var exitReportPrefix: String {
        get { PluginExitGuard.linePrefix.withLock { $0 } }
        set { PluginExitGuard.linePrefix.withLock { $0 = newValue } }
    }
}
