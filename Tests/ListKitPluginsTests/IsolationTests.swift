import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import ListKitCore
import ListKitDSL
import ListKitPlugins

/// Plugins loaded with a ``PluginIsolation`` run in a `listkit-plugin-host`
/// process: their answers, logs, invalidations and errors are the same as in
/// this process.
@Suite("Isolated plugins", .serialized)
struct IsolationTests {
    let recorder = HostRecorder()

    func isolated(_ name: String, _ id: String) throws -> PluginKind {
        let loader = PluginLoader(handlers: recorder.handlers, isolation: .standard())
        let plugin = try loader.load(path: Fixtures.get().path(name))
        return try #require(plugin.kind(id))
    }

    @Test func callsAnswerAsInThisProcess() throws {
        let box = try isolated("Shapes", "com.test.box")
        let props = PluginProps(json: #"{"height":61.5}"#)
        #expect(try box.measure(proposed: Size(width: 320, height: 50), props: props) == Size(width: 320, height: 61.5))
        #expect(try box.measure(proposed: Size(width: .infinity, height: .infinity)) == Size(width: 100, height: 44))
        let requests = [10.0, 20, 30].map {
            PluginMeasureRequest(proposed: Size(width: $0, height: 5), props: PluginProps(json: #"{"height":\#(Int($0))}"#))
        }
        #expect(try box.measureBatch(requests) == [Size(width: 10, height: 10), Size(width: 20, height: 20), Size(width: 30, height: 30)])
        let local = try Loaded.shapes("com.test.box")
        #expect(try box.render(size: Size(width: 50, height: 20), props: props)
            == local.render(size: Size(width: 50, height: 20), props: props))
        // 300 text operations: the room grows over several attempts, each a round trip.
        let many = try isolated("Shapes", "com.test.many")
        let lots = PluginProps(json: #"{"count":300}"#)
        let operations = try many.render(size: Size(width: 10, height: 10), props: lots)
        #expect(operations.count == 300)
        #expect(try operations == Loaded.shapes("com.test.many").render(size: Size(width: 10, height: 10), props: lots))
    }

    /// A pipe this process opened without close-on-exec (a tool's output
    /// being read to its end by another thread) is not inherited by a host:
    /// its reader sees the end as soon as this process closes the write end.
    @Test func theHostInheritsNoOtherDescriptor() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let box = try isolated("Shapes", "com.test.box")
        close(fds[1])
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        var byte: UInt8 = 0
        // 0 is the end of the pipe; −1 (EAGAIN) would mean a writer still lives.
        #expect(read(fds[0], &byte, 1) == 0)
        #expect(try box.measure(proposed: Size(width: 320, height: 50), props: PluginProps(json: #"{"height":20}"#))
            == Size(width: 320, height: 20))
    }

    @Test func logsAndInvalidationsReachTheHandlers() throws {
        let box = try isolated("Shapes", "com.test.box")
        let path = try Fixtures.get().path("Shapes")
        try box.willDisplay(itemID: "isolated-1", props: PluginProps(json: #"{"height":10}"#))
        try box.didEndDisplay(itemID: "isolated-1")
        #expect(recorder.logged == [
            PluginLogMessage(path: path, level: .info, text: "will_display isolated-1"),
            PluginLogMessage(path: path, level: .info, text: "did_end_display isolated-1"),
        ])
        #expect(recorder.invalidated == [PluginInvalidation(path: path, kindID: "com.test.box")])
    }

    @Test func answersAreCheckedAsInThisProcess() throws {
        let path = try Fixtures.get().path("Misbehaving")
        let nan = try isolated("Misbehaving", "com.test.nan")
        #expect(throws: PluginError.invalidSize(
            path: path, kind: "com.test.nan", function: .measure, defect: SizeDefect(axis: .horizontal, problem: .notANumber))
        ) { try nan.measure(proposed: Size(width: 10, height: 10)) }
        let box = try isolated("Shapes", "com.test.box")
        #expect(throws: PluginError.propsRejected(
            path: try Fixtures.get().path("Shapes"), kind: "com.test.box", function: .measure, message: #"props contain "bad""#)
        ) { try box.measure(proposed: Size(width: 10, height: 10), props: PluginProps(json: #"{"bad":true}"#)) }
        // The host still answers after a refused call.
        #expect(try box.measure(proposed: Size(width: 10, height: 10)) == Size(width: 10, height: 44))
    }

    @Test func aCallFromALogHandlerDuringACallIsRefusedNotAwaited() throws {
        let attempts = ReentryAttempts()
        let loader = PluginLoader(handlers: attempts.handlers, isolation: .standard())
        let path = try Fixtures.get().path("ShapesReentrant")
        let chatty = try #require(try loader.load(path: path).kind("com.test.chatty"))
        attempts.kind = chatty
        #expect(try chatty.measure(proposed: Size(width: 5, height: 5)) == Size(width: 10, height: 20))
        #expect(attempts.errors == [.reentrantCall(path: path, kind: "com.test.chatty", function: .measure)])
    }

    @Test func aHostThatCannotStartIsAnError() throws {
        let path = try Fixtures.get().path("Shapes")
        let loader = PluginLoader(isolation: PluginIsolation(hostExecutable: "/no/such/listkit-plugin-host"))
        guard case .failure(.hostUnavailable(path, let reason)) = loader.inspect(path: path) else {
            Issue.record("expected hostUnavailable")
            return
        }
        #expect(reason == "cannot start /no/such/listkit-plugin-host: No such file or directory "
            + "(build the listkit-plugin-host product, or name it in LISTKIT_PLUGIN_HOST)")
    }

    @Test func theFileIsCheckedBeforeAHostStarts() throws {
        let loader = PluginLoader(isolation: PluginIsolation(hostExecutable: "/no/such/listkit-plugin-host"))
        #expect(throws: PluginError.fileNotFound(path: "/no/such/libPlugin.so")) {
            try loader.load(path: "/no/such/libPlugin.so")
        }
    }

    /// A host built with another ListKit (here one that answers as hosts
    /// did before the protocol had a version: `ready`, then the plugin's
    /// path) is refused with a message that says to rebuild it.
    @Test func aHostOfAnotherVersionSaysToRebuildIt() throws {
        let path = try Fixtures.get().path("Shapes")
        let host = FileManager.default.temporaryDirectory.appendingPathComponent("old-host-\(getpid()).py").path
        let script = """
            #!/usr/bin/env python3
            import os, struct, sys
            path = sys.argv[1].encode()
            body = bytes([1]) + struct.pack("<I", len(path)) + path
            os.write(4, struct.pack("<I", len(body)) + body)
            os.read(3, 1)
            """
        try script.write(toFile: host, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: host) }
        #expect(chmod(host, 0o755) == 0)
        let loader = PluginLoader(isolation: PluginIsolation(hostExecutable: host))
        guard case .failure(.hostUnavailable(path, let reason)) = loader.inspect(path: path) else {
            Issue.record("expected hostUnavailable")
            return
        }
        #expect(reason == "\(host) speaks another version of the host protocol "
            + "(it was built with another ListKit: build the listkit-plugin-host product again)")
    }
}
