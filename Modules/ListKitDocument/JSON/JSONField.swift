import ListKitJSON
import ListKitEngine

/// A JSON value and its path: what the document decoder and the scroll
/// script reader read, with one check per kind of value, each throwing a
/// ``DocumentError`` at the value's path.
///
/// ```swift
/// let root = JSONField(value: try JSONParser().parse(bytes), path: JSONPath())
/// let o = try root.object(allowed: ["fps", "steps"])
/// let fps = try o.field("fps")?.positive()
/// ```
public struct JSONField: Sendable {
    /// The value.
    public let value: JSONValue
    /// Where it is in the document.
    public let path: JSONPath

    /// A field of `value` at `path`.
    public init(value: JSONValue, path: JSONPath) {
        self.value = value
        self.path = path
    }

    /// The error `problem` at this field's path.
    public func error(_ problem: DocumentError.Problem) -> DocumentError {
        DocumentError(at: path, problem)
    }

    /// The error of a value of another JSON type than `expected` (in words).
    public func wrongType(_ expected: String) -> DocumentError {
        error(.wrongType(expected: expected, found: value.typeDescription))
    }

    /// A string.
    public func string() throws(DocumentError) -> String {
        guard case .string(let s) = value else { throw wrongType("a string") }
        return s
    }

    /// A string that is not empty: ids, kinds, paths.
    public func name() throws(DocumentError) -> String {
        let s = try string()
        guard !s.isEmpty else { throw error(.emptyString) }
        return s
    }

    /// A boolean.
    public func bool() throws(DocumentError) -> Bool {
        guard case .bool(let b) = value else { throw wrongType("a boolean") }
        return b
    }

    /// Any finite number.
    public func number() throws(DocumentError) -> Double {
        guard case .number(let n) = value else { throw wrongType("a number") }
        guard n.isFinite else { throw error(.invalidLayout(.notFinite)) }
        return n
    }

    /// A coordinate or offset, by the engine's rule
    /// (`LayoutValidator.coordinateProblem(_:)`).
    public func coordinate() throws(DocumentError) -> Double {
        try checked(LayoutValidator.coordinateProblem)
    }

    /// A length greater than 0, by the engine's rule
    /// (`LayoutValidator.positiveLengthProblem(_:)`).
    public func positive() throws(DocumentError) -> Double {
        try checked(LayoutValidator.positiveLengthProblem)
    }

    /// A length, by the engine's rule (`LayoutValidator.lengthProblem(_:)`).
    public func length() throws(DocumentError) -> Double {
        try checked(LayoutValidator.lengthProblem)
    }

    /// A number that `rule` accepts; its problem, at this field's path, otherwise.
    public func checked(_ rule: (Double) -> LayoutValidationError.Problem?) throws(DocumentError) -> Double {
        let n = try number()
        if let problem = rule(n) { throw error(.invalidLayout(problem)) }
        return n
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws(DocumentError) -> Int {
        let n = try number()
        guard n.rounded(.towardZero) == n else { throw error(.notInteger(n)) }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound), let int = Int(exactly: n) else {
            throw error(.integerOutOfRange(n, minimum: range.lowerBound, maximum: range.upperBound))
        }
        return int
    }

    /// A z-index: a whole number that fits in 32 bits.
    public func zIndex() throws(DocumentError) -> Int {
        try integer(in: Int(Int32.min)...Int(Int32.max))
    }

    /// One of an enumeration's raw values.
    public func oneOf<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(DocumentError) -> Value
    where Value.RawValue == String {
        let s = try string()
        guard let v = Value(rawValue: s) else {
            throw error(.invalidValue(JSONValue.quoted(s), allowed: Value.allCases.map(\.rawValue)))
        }
        return v
    }

    /// The elements, each with its path.
    public func array() throws(DocumentError) -> [JSONField] {
        guard case .array(let elements) = value else { throw wrongType("an array") }
        return elements.enumerated().map { JSONField(value: $0.element, path: path.appending(index: $0.offset)) }
    }

    /// An object whose keys are all in `allowed`.
    public func object(allowed: [String]) throws(DocumentError) -> JSONObjectReader {
        let reader = try object()
        try reader.rejectUnknownKeys(allowed: allowed)
        return reader
    }

    /// An object, its keys not checked yet.
    public func object() throws(DocumentError) -> JSONObjectReader {
        guard case .object(let o) = value else { throw wrongType("an object") }
        return JSONObjectReader(object: o, path: path)
    }
}
