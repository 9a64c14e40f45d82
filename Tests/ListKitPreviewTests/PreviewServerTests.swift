import Foundation
import ListKit
import ListKitDocument
@testable import ListKitPreview
import ListKitTestSupport
import Testing

/// The server as a browser, and a hostile page, talk to it: the two assets
/// and nothing else, WebSockets from the page's own origin only, messages
/// answered in order, a flood closing the connection.
@Suite(.serialized) struct PreviewServerTests {
    /// Runs `body` with a server on a free port, then stops it. The
    /// client's blocking socket calls run on a thread of their own: on the
    /// cooperative pool (two threads on two cores) they could hold back the
    /// very server tasks they wait for.
    func withServer(
        messageLimit: PreviewServer.MessageLimit = .default, _ body: @escaping @Sendable (UInt16) throws -> Void
    ) async throws {
        let server = try PreviewServer(port: 0, messageLimit: messageLimit) { try rowsSession() }
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        try await offThePool { try body(port) }
        await server.stop()
    }

    /// Runs `work` on a dispatch thread and waits for it without blocking the pool.
    func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// The headers of a WebSocket handshake from `origin`.
    func handshake(origin: String) -> [(String, String)] {
        [("Origin", origin), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
         ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
    }

    @Test func itServesThePageAndItsScriptAndNothingElse() async throws {
        try await withServer { port in
            let page = try RawClient(port: port).request("/")
            #expect(page.status == 200 && page.body.contains("<title>ListKit preview</title>"))
            #expect(page.body.contains(#"<script src="/preview.js"></script>"#) && !page.body.contains("http"))
            let script = try RawClient(port: port).request("/preview.js")
            #expect(script.status == 200 && script.body.contains("new WebSocket(`ws://${location.host}/session`)"))
            // Nothing from the network: no address but the page's own host.
            #expect(!script.body.contains("http") && !script.body.contains("//cdn") && !script.body.contains("import("))
            for escape in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/preview.js/../../etc/passwd",
                           "/..%2f..%2fetc%2fpasswd", "/Package.swift", "/index.html"] {
                #expect(try RawClient(port: port).request(escape).status == 404, "\(escape)")
            }
        }
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
        try await withServer { port in
            for origin in ["http://evil.example", "http://127.0.0.1:\(port).evil.example", "null", "https://127.0.0.1:\(port)"] {
                let refused = try RawClient(port: port).request("/session", headers: handshake(origin: origin))
                #expect(refused.status == 403, "\(origin)")
            }
            let noOrigin = try RawClient(port: port).request("/session", headers: Array(handshake(origin: "").dropFirst()))
            #expect(noOrigin.status == 403)
        }
    }

    @Test func thePagesOwnSocketIsAnsweredMessageByMessage() async throws {
        try await withServer { port in
            let client = try RawClient(port: port)
            let accepted = try client.request("/session", headers: handshake(origin: "http://127.0.0.1"))
            #expect(accepted.status == 101)
            try client.sendFrame(Array(#"{"type": "hello"}"#.utf8))
            let first = try client.receiveJSON()
            #expect(first["type"] as? String == "frame" && first["frame"] as? Int == 0)
            try client.sendFrame(Array(#"{"type": "scroll", "x": 0, "y": 100}"#.utf8))
            let second = try client.receiveJSON()
            #expect(second["contentOffset"] as? [Double] == [0, 100])
            // An oversized message is refused; the session goes on.
            try client.sendFrame(Array(#"{"type": "hello", "pad": ""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: 5_000)
                + Array(#""}"#.utf8))
            let refused = try client.receiveJSON()
            #expect((refused["message"] as? String)?.hasSuffix("the limit is 4096") == true)
            try client.sendFrame(Array(#"{"type": "hello"}"#.utf8))
            #expect(try client.receiveJSON()["frame"] as? Int == 1)
            // A long answer (all 50 rows on a 2,200-pt screen, outlined and
            // labelled) comes as one frame, one write, not as FlyingFox's
            // default 16 KiB frames (whose later writes waited on delayed ACKs).
            try client.sendFrame(Array(#"{"type": "overlay", "on": true}"#.utf8))
            _ = try client.receiveJSON()
            try client.sendFrame(Array(#"{"type": "resize", "width": 375, "height": 2200}"#.utf8))
            let long = try #require(client.receiveFragment())
            #expect(long.fin && long.opcode == 1 && long.payload.count > 16_384, "\(long.payload.count) bytes")
            let frame = try JSONSerialization.jsonObject(with: Data(long.payload)) as? [String: Any]
            #expect(frame?["viewport"] as? [Double] == [375, 2200])
        }
    }

    @Test func aChangeOnDiskIsPushedToThePageWithoutAsking() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rows.json").path
        try rowsDocument.write(toFile: path, atomically: false, encoding: .utf8)
        let server = try PreviewServer(port: 0) {
            return try PreviewSession(
                composed: try loadBuiltIn(path).composed, viewport: Viewport(size: Size(width: 375, height: 812)), document: path, load: loadBuiltIn)
        }
        let running = Task { try await server.run() }
        defer { running.cancel() }
        let port = try await server.port()
        let headers = handshake(origin: "http://127.0.0.1")
        try await offThePool {
            let client = try RawClient(port: port)
            _ = try client.request("/session", headers: headers)
            try client.sendFrame(Array(#"{"type": "hello"}"#.utf8))
            #expect(try client.receiveJSON()["frame"] as? Int == 0)
            // 50 rows become 2: rows 2 … 18 end, pushed within the reload interval.
            try rowsDocument.replacingOccurrences(of: #""itemCount": 50"#, with: #""itemCount": 2"#)
                .write(toFile: path, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 5_000)], ofItemAtPath: path)
            let pushed = try client.receiveJSON()
            #expect(pushed["type"] as? String == "frame" && pushed["contentSize"] as? [Double] == [375, 88])
        }
        await server.stop()
    }

    /// Counted over two minutes, so that however slowly a busy machine
    /// takes the messages up, they fall in one span (with the default's
    /// second, a loaded test run took longer than that for 241).
    @Test func aFloodClosesTheConnection() async throws {
        let limit = 40
        try await withServer(messageLimit: .init(count: limit, interval: .seconds(120))) { port in
            let client = try RawClient(port: port)
            _ = try client.request("/session", headers: handshake(origin: "http://127.0.0.1"))
            for _ in 0...limit { try client.sendFrame(Array(#"{"type": "hello"}"#.utf8)) }
            var answers: [[String: Any]] = []
            var closed = false
            while let frame = client.receiveFrame() {
                if frame.opcode == 8 { closed = true; break }
                answers.append(try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any] ?? [:])
            }
            // The limit's messages are answered, the next is refused and the connection closed.
            #expect(answers.count == limit + 1 && closed)
            #expect(answers.last?["message"] as? String == "more than 40 messages in 120.0 seconds: the session is closed")
        }
    }

    /// Three messages allowed in 300 ms: three, a pause of 400 ms, three
    /// more are all answered (the span starts again after the pause).
    @Test func messagesSpreadOverTheSpanAreAllAnswered() async throws {
        try await withServer(messageLimit: .init(count: 3, interval: .milliseconds(300))) { port in
            let client = try RawClient(port: port)
            _ = try client.request("/session", headers: handshake(origin: "http://127.0.0.1"))
            for burst in 0..<2 {
                if burst == 1 { Thread.sleep(forTimeInterval: 0.4) }
                for _ in 0..<3 { try client.sendFrame(Array(#"{"type": "hello"}"#.utf8)) }
                for _ in 0..<3 {
                    let frame = client.receiveFrame()
                    #expect(frame?.opcode == 1)
                    let answer = try frame.map { try JSONSerialization.jsonObject(with: Data($0.payload)) as? [String: Any] }
                    #expect(answer??["type"] as? String == "frame")
                }
            }
        }
    }

    /// The default: 240 messages in a second, said so when refused.
    @Test func theDefaultLimitIs240MessagesASecond() {
        #expect(PreviewServer.MessageLimit.default == PreviewServer.MessageLimit(count: 240, interval: .seconds(1)))
        #expect(PreviewServer.MessageLimit.default.refusal == "more than 240 messages in a second: the session is closed")
    }
}
