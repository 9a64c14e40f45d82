import Foundation
import ListKitTestSupport

/// A page of a headless Chromium driven through the DevTools protocol
/// (over a WebSocket, `RawClient`): navigate, send real input events, read
/// the page's state. Chromium is started with a debugging port of its own
/// and killed when the page is released.
final class DevToolsPage {
    private let browser: Process
    private let log: URL
    private let socket: RawClient
    private var nextID = 1

    /// Starts `browser` on a blank page and attaches to the page.
    init(browser path: String) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-devtools-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw ClientError("cannot write the browser's log, \(log.path)")
        }
        browser = Process()
        browser.executableURL = URL(fileURLWithPath: path)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
                             "--remote-debugging-port=0", "--window-size=900,1000", "about:blank"]
        browser.environment = HeadlessBrowser.environment
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = try FileHandle(forWritingTo: log)
        try browser.run()
        var port: UInt16?
        for _ in 0..<200 where port == nil {
            Thread.sleep(forTimeInterval: 0.1)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"ws://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                port = UInt16(text[range].dropFirst("ws://127.0.0.1:".count).dropLast())
            }
        }
        guard let port else { throw ClientError("the browser printed no DevTools address") }
        let list = try RawClient(port: port).request("/json/list")
        let targets = try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [[String: Any]] ?? []
        guard let url = targets.first(where: { $0["type"] as? String == "page" })?["webSocketDebuggerUrl"] as? String,
              let path = url.range(of: "/devtools/").map({ String(url[$0.lowerBound...]) })
        else { throw ClientError("no page target: \(list.body)") }
        socket = try RawClient(port: port)
        let accepted = try socket.request(path, headers: [
            ("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
            ("Sec-WebSocket-Version", "13"),
        ])
        guard accepted.status == 101 else { throw ClientError("DevTools refused the socket: \(accepted.head)") }
    }

    deinit {
        if browser.isRunning { browser.terminate() }
        browser.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }

    /// Calls a DevTools method and returns its result.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
        try socket.sendFrame(Array(message))
        while true {
            let reply = try socket.receiveJSON()
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw ClientError("\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of `expression` in the page (JSON-compatible values only).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, up to `timeout` seconds.
    func wait(until expression: String, timeout: TimeInterval = 20) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try evaluate(expression) as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw ClientError("timed out waiting for \(expression)")
    }
}
