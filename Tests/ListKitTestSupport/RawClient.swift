import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP and WebSocket client over a TCP socket to 127.0.0.1, for
/// testing the preview server as a browser would talk to it, and as a
/// hostile one would: raw requests, handshakes with any `Origin`, and
/// WebSocket frames (masked, as a client's must be, RFC 6455 §5.3).
public final class RawClient {
    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to `port` on 127.0.0.1.
    public init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError("socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError("connect failed") }
    }

    deinit { close(fd) }

    /// Sends `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw ClientError("send failed") }
            sent += n
        }
    }

    /// Reads until `count` bytes are buffered; `nil` when the connection ends first.
    private func fill(_ count: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while buffer.count < count {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return false }
            buffer.append(contentsOf: chunk[..<n])
        }
        return true
    }

    /// Sends an HTTP/1.1 request and reads the response's status and head
    /// (and, when it has a Content-Length, its body).
    public func request(_ target: String, headers: [(String, String)] = []) throws -> (status: Int, head: String, body: String) {
        var text = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        try send(Array(text.utf8))
        while true {
            if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeFirst(end.upperBound)
                let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
                var body = ""
                if let line = head.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                   let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)), length > 0 {
                    guard fill(length) else { throw ClientError("the body ended early") }
                    body = String(decoding: buffer[..<length], as: UTF8.self)
                    buffer.removeFirst(length)
                }
                return (status, head, body)
            }
            guard fill(buffer.count + 1) else { throw ClientError("the connection ended before the response's head") }
        }
    }

    /// Sends one masked WebSocket frame of `opcode` (1: text) with `payload`.
    public func sendFrame(_ payload: [UInt8], opcode: UInt8 = 1) throws {
        var frame: [UInt8] = [0x80 | opcode]
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame.append(0x80 | 126)
            frame.append(contentsOf: [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
        } else {
            frame.append(0x80 | 127)
            frame.append(contentsOf: (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) })
        }
        frame.append(contentsOf: mask)
        frame.append(contentsOf: payload.enumerated().map { $1 ^ mask[$0 % 4] })
        try send(frame)
    }

    /// The next message the server sends, its fragments (continuation
    /// frames up to the one with FIN set) joined: its opcode and payload;
    /// `nil` at the connection's end.
    public func receiveFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard var message = receiveFragment() else { return nil }
        while !message.fin {
            guard let next = receiveFragment() else { return nil }
            message.payload += next.payload
            message.fin = next.fin
        }
        return (message.opcode, message.payload)
    }

    /// The next frame as it comes: whether it ends its message (FIN), its
    /// opcode and payload; `nil` at the connection's end.
    public func receiveFragment() -> (fin: Bool, opcode: UInt8, payload: [UInt8])? {
        guard fill(2) else { return nil }
        let fin = buffer[0] & 0x80 != 0
        let opcode = buffer[0] & 0x0F
        var length = Int(buffer[1] & 0x7F)
        var header = 2
        if length == 126 {
            guard fill(4) else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            header = 4
        } else if length == 127 {
            guard fill(10) else { return nil }
            length = (2..<10).reduce(0) { $0 << 8 | Int(buffer[$1]) }
            header = 10
        }
        guard fill(header + length) else { return nil }
        let payload = Array(buffer[header..<(header + length)])
        buffer.removeFirst(header + length)
        return (fin, opcode, payload)
    }

    /// The next text message's JSON object.
    public func receiveJSON() throws -> [String: Any] {
        guard let frame = receiveFrame() else { throw ClientError("the connection ended") }
        guard frame.opcode == 1 else { throw ClientError("frame opcode \(frame.opcode)") }
        return try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any] ?? [:]
    }
}

/// What went wrong in a client.
public struct ClientError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
