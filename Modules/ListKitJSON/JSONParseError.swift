/// Why JSON text could not be read, and where: the JSON path the parser was
/// at, and the line and column (both from 1; columns count characters).
///
/// Renders as one line:
/// `$.sections[0]: syntax error at line 3, column 5: expected ',' or '}' after an object member, found ']'`.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The text is not JSON; the message says what was expected and found.
        case syntax(String)
        /// An object has this key twice.
        case duplicateKey(String)
        /// A number (its text) is too large to be represented: it would be infinite.
        case numberOutOfRange(String)
        /// Arrays and objects nest deeper than the limit.
        case nestingTooDeep(limit: Int)
    }

    /// What was wrong.
    public var reason: Reason
    /// The path of the value being read when the problem was found.
    public var path: JSONPath
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int

    /// Creates an error.
    public init(reason: Reason, path: JSONPath, line: Int, column: Int) {
        self.reason = reason
        self.path = path
        self.line = line
        self.column = column
    }

    /// The problem and its line and column, without the path.
    public var message: String {
        let location = "line \(line), column \(column)"
        switch reason {
        case .syntax(let text): return "syntax error at \(location): \(text)"
        case .duplicateKey(let key): return "duplicate key \(JSONValue.quoted(key)) at \(location)"
        case .numberOutOfRange(let text): return "number \(text) is out of range at \(location)"
        case .nestingTooDeep(let limit): return "nesting deeper than \(limit) levels at \(location)"
        }
    }

    /// The one-line message, path first.
    public var description: String { "\(path): \(message)" }
}
