import ListKitCore
import ListKitJSON

/// The props a component kind accepts: each key, and what its value must
/// be. A layout document's props are checked against their kind's
/// declaration when the document is composed, so that a misspelt key or a
/// colour that is not one is an error at its JSON path rather than a
/// default drawn in silence.
///
/// ```swift
/// try registry.register("price", props: PropsDeclaration([
///     .init("amount", .number(minimum: 0)),
///     .init("currency", .string),
/// ])) { request in … }
/// ```
public struct PropsDeclaration: Hashable, Sendable {
    /// What one prop's value must be.
    public enum ValueType: Hashable, Sendable {
        /// A JSON string.
        case string
        /// A JSON number within the bounds given (each inclusive; `nil`: none).
        case number(minimum: Double? = nil, maximum: Double? = nil)
        /// `true` or `false`.
        case bool
        /// A colour: a string `#RRGGBB` or `#RRGGBBAA`.
        case color
        /// A string, one of those given.
        case oneOf([String])
        /// An array of strings, each one of those given.
        case listOf([String])
        /// Any JSON value.
        case any

        /// The type in words, as an error names what was expected.
        public var name: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .color: "a colour (\"#RRGGBB\" or \"#RRGGBBAA\")"
            case .oneOf: "a string"
            case .listOf: "an array"
            case .any: "any value"
            }
        }
    }

    /// One prop: its key and its type.
    public struct Prop: Hashable, Sendable {
        /// The key.
        public var name: String
        /// What its value must be.
        public var type: ValueType

        /// A prop named `name` of `type`.
        public init(_ name: String, _ type: ValueType) {
            self.name = name
            self.type = type
        }
    }

    /// The props, in the order errors list them.
    public var props: [Prop]

    /// Props as declared.
    public init(_ props: [Prop]) {
        self.props = props
    }

    /// The keys, in order.
    public var names: [String] { props.map(\.name) }

    /// The first problem of `value` as these props, in member order; `nil`
    /// when `value` is an object whose every key is declared and whose every
    /// value has its type.
    public func problem(in value: JSONValue) -> PropsProblem? {
        guard let object = value.objectValue else { return .notAnObject(found: value.typeDescription) }
        for member in object.members {
            guard let prop = props.first(where: { $0.name == member.key }) else {
                return .unknownKey(member.key, allowed: names)
            }
            if let problem = Self.problem(of: member.value, as: prop) { return problem }
        }
        return nil
    }

    /// What is wrong with `value` as `prop`, or `nil`.
    private static func problem(of value: JSONValue, as prop: Prop) -> PropsProblem? {
        let wrongType = PropsProblem.wrongType(key: prop.name, expected: prop.type.name, found: value.typeDescription)
        switch prop.type {
        case .any:
            return nil
        case .string:
            return value.stringValue == nil ? wrongType : nil
        case .bool:
            return value.boolValue == nil ? wrongType : nil
        case .color:
            guard let text = value.stringValue else { return wrongType }
            return Color(hex: text) == nil ? .notAColor(key: prop.name, value: text) : nil
        case .oneOf(let allowed):
            guard let text = value.stringValue else { return wrongType }
            return allowed.contains(text) ? nil : .notOneOf(key: prop.name, index: nil, value: text, allowed: allowed)
        case .listOf(let allowed):
            guard let entries = value.arrayValue else { return wrongType }
            for (index, entry) in entries.enumerated() {
                guard let text = entry.stringValue else {
                    return .wrongEntryType(key: prop.name, index: index, expected: "a string", found: entry.typeDescription)
                }
                if !allowed.contains(text) {
                    return .notOneOf(key: prop.name, index: index, value: text, allowed: allowed)
                }
            }
            return nil
        case .number(let minimum, let maximum):
            guard let number = value.numberValue else { return wrongType }
            if let minimum, number < minimum {
                return .outOfRange(key: prop.name, value: number, requirement: "at least \(OutputNumber.exact(minimum))")
            }
            if let maximum, number > maximum {
                return .outOfRange(key: prop.name, value: number, requirement: "at most \(OutputNumber.exact(maximum))")
            }
            return nil
        }
    }
}

/// What is wrong with a component's props (``PropsDeclaration/problem(in:)``).
public enum PropsProblem: Hashable, Sendable {
    /// The props are not an object: `found` names what they are.
    case notAnObject(found: String)
    /// A key the kind does not declare; `allowed` lists those it does.
    case unknownKey(String, allowed: [String])
    /// A value of another JSON type than the prop's.
    case wrongType(key: String, expected: String, found: String)
    /// A colour prop whose string is not `#RRGGBB` or `#RRGGBBAA`.
    case notAColor(key: String, value: String)
    /// A number outside the prop's bounds.
    case outOfRange(key: String, value: Double, requirement: String)
    /// A string that is not one of those the prop allows (at `index` of an
    /// array prop; `nil` for a string prop).
    case notOneOf(key: String, index: Int?, value: String, allowed: [String])
    /// An entry of an array prop of another JSON type than the entries'.
    case wrongEntryType(key: String, index: Int, expected: String, found: String)

    /// The key the problem is at, or `nil` for the props as a whole.
    public var key: String? {
        switch self {
        case .notAnObject, .unknownKey: nil
        case .wrongType(let key, _, _), .notAColor(let key, _), .outOfRange(let key, _, _),
             .notOneOf(let key, _, _, _), .wrongEntryType(let key, _, _, _): key
        }
    }

    /// The index in the key's array the problem is at, if it is in an entry.
    public var index: Int? {
        switch self {
        case .notOneOf(_, let index, _, _): index
        case .wrongEntryType(_, let index, _, _): index
        default: nil
        }
    }
}
