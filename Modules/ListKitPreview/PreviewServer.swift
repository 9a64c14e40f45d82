import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP and WebSocket server of `viewport-sim serve`: the page at `/`,
/// its script at `/preview.js`, and a WebSocket at `/session` whose every
/// connection drives a session of its own (``PreviewSession``).
///
/// Safe by default: it listens on 127.0.0.1 unless given another address;
/// it serves its two assets from memory and nothing else (no file is ever
/// read, so no path can escape); a WebSocket whose `Origin` is not the
/// page's own (`http://` and the request's `Host`) is refused with 403, so
/// that another site open in the same browser can neither drive nor read
/// it; a message longer than ``PreviewInput/maximumMessageBytes`` is
/// refused, and a connection sending more messages than its
/// ``MessageLimit`` allows (by default ``maximumMessagesPerSecond`` in a
/// second) is closed.
public final class PreviewServer: Sendable {
    /// The most messages a connection may send in one second.
    public static let maximumMessagesPerSecond = 240
    /// The largest WebSocket frame the server writes: an answer longer than
    /// this is split into frames of this size (one frame, one write, keeps
    /// an answer clear of the delay Nagle's algorithm and delayed ACKs add
    /// to a second write).
    public static let maximumFrameBytes = 1 << 24
    /// How often each connection checks its document for changes.
    public static let reloadInterval = Duration.milliseconds(250)

    /// How many messages a connection may send in a span of time before it
    /// is closed. Messages are counted as the session takes them up, one
    /// after the other: a session slowed down (by a large document, or a
    /// busy machine) takes them up more slowly.
    public struct MessageLimit: Sendable, Equatable {
        /// The most messages in one ``interval``.
        public var count: Int
        /// The span the messages are counted over, starting with the first
        /// message after the last span ended.
        public var interval: Duration

        /// At most `count` messages in `interval`.
        public init(count: Int, interval: Duration) {
            self.count = count
            self.interval = interval
        }

        /// ``PreviewServer/maximumMessagesPerSecond`` in a second.
        public static let `default` = MessageLimit(count: PreviewServer.maximumMessagesPerSecond, interval: .seconds(1))

        /// What the page is told when a connection goes beyond the limit.
        var refusal: String {
            let span = interval == .seconds(1) ? "a second" : "\(interval)"
            return "more than \(count) messages in \(span): the session is closed"
        }
    }

    private let server: HTTPServer

    /// A server on `host` (an IPv4 address, default 127.0.0.1) and `port`
    /// (0: one the system picks; see ``port()``) whose connections each get
    /// the session `makeSession` makes, and are closed beyond
    /// `messageLimit`.
    ///
    /// - Throws: when `host` is not an IPv4 address.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 0, messageLimit: MessageLimit = .default,
        makeSession: @escaping @Sendable () throws -> PreviewSession
    ) throws {
        server = HTTPServer(address: try .inet(ip4: host, port: port), logger: .disabled)
        self.makeSession = makeSession
        self.messageLimit = messageLimit
    }

    private let makeSession: @Sendable () throws -> PreviewSession
    private let messageLimit: MessageLimit

    /// Serves until ``stop()``; returns when the server stops.
    public func run() async throws {
        await server.appendRoute("GET /", to: Self.asset(PreviewPage.html, type: "text/html; charset=utf-8"))
        await server.appendRoute("GET /preview.js", to: Self.asset(PreviewPage.script, type: "text/javascript; charset=utf-8"))
        // Each answer is one frame, so one write: split into FlyingFox's
        // default 16 KiB frames, an answer is several writes, and with Nagle's
        // algorithm on the server's socket and delayed ACKs on the browser's,
        // every write after the first waited ~40 ms (a 35 KB answer took 49 ms
        // where a 8 KB one took 3 ms).
        let socket: WebSocketHTTPHandler = .webSocket(SessionHandler(make: makeSession, limit: messageLimit), frameSize: Self.maximumFrameBytes)
        await server.appendRoute("GET /session", to: SameOriginHandler(socket: socket))
        try await server.run()
    }

    /// Waits until the server listens, then returns its port.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw PreviewServerError.notListening }
        return port
    }

    /// Stops the server, closing its connections.
    public func stop() async {
        await server.stop(timeout: 1)
    }

    /// A handler answering with `text` as `type`.
    private static func asset(_ text: String, type: String) -> ClosureHTTPHandler {
        ClosureHTTPHandler { _ in
            HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store",
                          HTTPHeader("X-Content-Type-Options"): "nosniff"],
                body: Data(text.utf8))
        }
    }
}

/// Why a server could not say its port.
public enum PreviewServerError: Error, Sendable {
    /// It is not listening on an IPv4 address.
    case notListening
}

/// Passes a WebSocket request on only when its `Origin` is the page's own:
/// `http://` and the request's `Host`.
struct SameOriginHandler: HTTPHandler {
    let socket: WebSocketHTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let host = request.headers[.host], let origin = request.headers[HTTPHeader("Origin")],
              origin == "http://" + host
        else {
            return HTTPResponse(statusCode: .forbidden, body: Data("a preview session is open to its own page only\n".utf8))
        }
        return try await socket.handleRequest(request)
    }
}

/// Each connection's session: its messages answered in order, one at a
/// time; the document reloaded when it changes on disk (checked every
/// ``PreviewServer/reloadInterval``), its frame pushed to the page; a flood
/// (beyond `limit`) closes the connection.
struct SessionHandler: WSMessageHandler {
    let make: @Sendable () throws -> PreviewSession
    let limit: PreviewServer.MessageLimit

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let make = self.make
        let limit = self.limit
        return AsyncStream { continuation in
            let task = Task {
                let session: SessionBox
                do {
                    session = try SessionBox(make)
                } catch {
                    continuation.yield(.text(PreviewSession.error("the document could not be shown: \(error)")))
                    continuation.yield(.close(.normalClosure))
                    continuation.finish()
                    return
                }
                let watcher = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: PreviewServer.reloadInterval)
                        if let frame = await session.reloadIfChanged() { continuation.yield(.text(frame)) }
                    }
                }
                defer { watcher.cancel() }
                var window: (start: ContinuousClock.Instant, count: Int) = (.now, 0)
                for await message in client {
                    let now = ContinuousClock.now
                    if now - window.start >= limit.interval { window = (now, 0) }
                    window.count += 1
                    guard window.count <= limit.count else {
                        continuation.yield(.text(PreviewSession.error(limit.refusal)))
                        continuation.yield(.close(.policyViolation))
                        break
                    }
                    switch message {
                    case .text(let text): continuation.yield(.text(await session.answer(Array(text.utf8))))
                    case .data(let data): continuation.yield(.text(await session.answer(Array(data))))
                    case .close: break
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A session used by one connection's tasks (its messages and its
/// document watcher), one call at a time.
actor SessionBox {
    private let session: PreviewSession

    init(_ make: @Sendable () throws -> PreviewSession) throws {
        session = try make()
    }

    func answer(_ message: [UInt8]) -> String { session.answer(message) }

    func reloadIfChanged() -> String? { session.reloadIfChanged() }
}
