/// A strict JSON parser (RFC 8259) whose errors say exactly what and where.
///
/// - Syntax errors give the line and column and what was expected and found.
/// - Duplicate object keys are rejected.
/// - Numbers that would overflow to infinity (`1e999`) are rejected; `NaN`
///   and `Infinity` are not JSON and are rejected as syntax errors.
/// - Arrays and objects may nest at most ``maximumDepth`` levels, so hostile
///   input cannot exhaust the stack.
/// - Strings must be valid UTF-8; `\u` escapes may form surrogate pairs, and
///   an unpaired surrogate is an error.
/// - A leading UTF-8 byte order mark is skipped.
///
/// The parser never traps: every input gives a value or a ``JSONParseError``.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"width": 375}"#)
/// value["width"] // .number(375)
/// ```
public struct JSONParser: Sendable {
    /// The nesting limit used unless another is given: 256 levels, enough
    /// for a layout document whose groups nest as deep as the engine allows
    /// (64 groups take three JSON levels each: `subitems`, the element, `group`).
    public static let defaultMaximumDepth = 256

    /// The deepest nesting of arrays and objects accepted (at least 1).
    public var maximumDepth: Int

    /// Creates a parser.
    ///
    /// - Parameter maximumDepth: The deepest nesting of arrays and objects
    ///   accepted; values below 1 count as 1.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = max(1, maximumDepth)
    }

    /// Parses one JSON value from UTF-8 bytes.
    ///
    /// - Parameter bytes: The whole text; only whitespace may follow the value.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` for the first problem in the text.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
        return try scanner.parseDocument()
    }

    /// Parses one JSON value from a string.
    ///
    /// - Throws: ``JSONParseError`` for the first problem in the text.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
