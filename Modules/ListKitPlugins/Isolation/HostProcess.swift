import CFFI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// A started `listkit-plugin-host`: its process id and the two pipes.
struct HostProcess: Sendable {
    /// The child's process id.
    let pid: pid_t
    /// Where requests are written (the child's fd 3).
    let requests: Int32
    /// Where answers are read (the child's fd 4).
    let answers: Int32

    /// What reading a frame gave.
    enum Read {
        case frame([UInt8])
        case ended
        case timedOut
    }

    /// Starts `executable` with the plugin's path; the child reads requests on
    /// fd 3, writes answers on fd 4, has no standard input and writes its
    /// standard output to this process's standard error.
    static func start(executable: String, pluginPath: String) throws(PluginError) -> HostProcess {
        // A write to a host that died must be an error, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var toHost: [Int32] = [0, 0], fromHost: [Int32] = [0, 0]
        // Close-on-exec from the start: a child another thread starts at the
        // same moment must not inherit them (the dup2s below give the host its copies).
        guard pipe2(&toHost, O_CLOEXEC) == 0 else { throw .hostUnavailable(path: pluginPath, reason: message(errno)) }
        guard pipe2(&fromHost, O_CLOEXEC) == 0 else {
            close(toHost[0]); close(toHost[1])
            throw .hostUnavailable(path: pluginPath, reason: message(errno))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        posix_spawn_file_actions_adddup2(&actions, toHost[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromHost[1], 4)
        // Nothing else of this process's: a pipe another thread opened without
        // close-on-exec (a tool's output being read to its end) would stay
        // open as long as the host lives, and its reader would never see EOF.
        posix_spawn_file_actions_addclosefrom_np(&actions, 5)
        var pid: pid_t = 0
        let arguments = [executable, pluginPath]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The host's crash is ListKit's to report in one line: no Swift
        // runtime backtrace from it (which also delays its death).
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("SWIFT_BACKTRACE=enable=no")]
        var entry = environ
        while let variable = entry.pointee {
            if strncmp(variable, "SWIFT_BACKTRACE=", 16) != 0 { environment.append(strdup(variable)) }
            entry += 1
        }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        let result = posix_spawn(&pid, executable, &actions, nil, &argv, &environment)
        close(toHost[0])
        close(fromHost[1])
        guard result == 0 else {
            close(toHost[1]); close(fromHost[0])
            throw .hostUnavailable(path: pluginPath, reason: "cannot start \(executable): \(message(result)) "
                + "(build the \(PluginIsolation.hostName) product, or name it in \(PluginIsolation.hostVariable))")
        }
        return HostProcess(pid: pid, requests: toHost[1], answers: fromHost[0])
    }

    /// Sends one frame; `false` when the host is gone.
    func send(_ message: WireWriter) -> Bool {
        HostIO.write(requests, message.frame)
    }

    /// The next frame, waiting until `deadline` (monotonic seconds).
    func read(until deadline: Double) -> Read {
        let first = readExact(4, until: deadline)
        guard case .frame(let prefix) = first else { return first }
        let length = Int(prefix[0]) | Int(prefix[1]) << 8 | Int(prefix[2]) << 16 | Int(prefix[3]) << 24
        guard length > 0, length <= WireReader.maximumFrame else { return .ended }
        return readExact(length, until: deadline)
    }

    private func readExact(_ count: Int, until deadline: Double) -> Read {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let left = deadline - Self.now()
            guard left > 0 else { return .timedOut }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000 + 1, 3_600_000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let result = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(answers, $0 + filled, count - filled) } ?? 0
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return .ended }
            filled += result
        }
        return .frame(bytes)
    }

    /// Kills the host (if it still runs), reaps it and closes the pipes;
    /// returns how it ended.
    func stop(kill force: Bool) -> String {
        if force { Glibc.kill(pid, SIGKILL) }
        close(requests)
        var status: Int32 = 0
        var waited = waitpid(pid, &status, 0)
        while waited < 0 && errno == EINTR { waited = waitpid(pid, &status, 0) }
        close(answers)
        return waited == pid ? Self.describe(status: status) : "ended"
    }

    /// How a wait status says a process ended.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 {
            let code = (status >> 8) & 0xff
            return code == PluginExitGuard.exitStatus
                ? "exited because the plugin called exit()" : "exited with status \(code)"
        }
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
            SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP",
        ]
        return "was killed by signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
