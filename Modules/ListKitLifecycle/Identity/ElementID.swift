import ListKitCore

/// The caller's id for one element: what stays the same when the element
/// moves to another index path.
///
/// Any `Hashable & Sendable` value can be an id: a string from a layout
/// document, an integer, a struct of a section id and an item id. Two ids are
/// equal when they wrap equal values of the same type. Strings, `Int`s,
/// index paths and ``RenderedElementID``s are stored as they are, so
/// comparing and hashing them costs no dynamic cast; other values are stored
/// as `AnyHashable`, which works for any type but compares through the
/// runtime (about ten times slower).
///
/// ```swift
/// let a: ElementID = "n15"
/// let b = ElementID(42)
/// let c = ElementID(ItemKey(section: "news", item: "n15"))
/// ```
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
    /// How the value is kept.
    @usableFromInline
    enum Storage: Hashable, @unchecked Sendable {
        // `@unchecked Sendable` is sound: every initializer but
        // `init(uncheckedSendable:)` requires a `Sendable` value, and that
        // one makes its caller vouch for it.
        case string(String)
        case integer(Int)
        case indexPath(ElementIndexPath)
        case rendered(RenderedElementID)
        // Boxed: an `AnyHashable` inline (40 bytes) would make every id
        // that large, copied and compared out of line; boxed, an id is 17
        // bytes and the common cases are handled inline.
        indirect case other(AnyHashable)
    }

    /// The value.
    @usableFromInline
    let storage: Storage

    /// Wraps a hashable, sendable value.
    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if let id = value as? ElementID {
            storage = id.storage
        } else {
            storage = Self.ownForm(of: value) ?? .other(AnyHashable(value))
        }
    }

    /// The storage of a value an id keeps as itself (a `String`, an `Int`,
    /// an index path, a renderer's id), or `nil` for any other value. In a
    /// caller specialized for `Value` each cast is resolved at compile time.
    @inlinable
    static func ownForm<Value>(of value: Value) -> Storage? {
        switch value {
        case let string as String: return .string(string)
        case let integer as Int: return .integer(integer)
        case let path as ElementIndexPath: return .indexPath(path)
        case let rendered as RenderedElementID: return .rendered(rendered)
        default: return nil
        }
    }

    /// A renderer's id: its parts compared directly, never through `AnyHashable`.
    public init(rendered: RenderedElementID) {
        storage = .rendered(rendered)
    }

    /// Wraps an id already erased to `AnyHashable` (as the DSL's component
    /// ids are). The caller vouches that the wrapped value is immutable and
    /// safe to share across concurrency domains (strings, numbers, value
    /// types). A wrapped `String`, `Int` or index path is unwrapped, so it
    /// equals the same value given to ``init(_:)``.
    public init(uncheckedSendable base: AnyHashable) {
        storage = Self.ownForm(of: base.base) ?? .other(base)
    }

    /// Wraps a hashable value the caller vouches for (as
    /// ``init(uncheckedSendable:)`` does), equal to that value wrapped as
    /// `AnyHashable` first. In a caller specialized for `Value`
    /// the casts are resolved at compile time: no `AnyHashable` is made for
    /// a `String` or an `Int`.
    @inlinable
    public init<Value: Hashable>(uncheckedSendableValue value: Value) {
        if let own = Self.ownForm(of: value) {
            storage = own
        } else if Value.self is any _HasCustomAnyHashableRepresentation.Type {
            // A type with an `AnyHashable` form of its own (`AnyHashable`
            // itself included) is wrapped the way `AnyHashable` wraps it.
            self = ElementID(uncheckedSendable: AnyHashable(value))
        } else {
            storage = .other(AnyHashable(value))
        }
    }

    /// Whether two ids wrap equal values of the same type.
    @inlinable
    public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
        switch lhs.storage {
        case .indexPath(let left):
            if case .indexPath(let right) = rhs.storage { return left == right }
        case .integer(let left):
            if case .integer(let right) = rhs.storage { return left == right }
        case .string(let left):
            if case .string(let right) = rhs.storage { return left == right }
        case .rendered(let left):
            if case .rendered(let right) = rhs.storage { return left == right }
        case .other(let left):
            if case .other(let right) = rhs.storage { return left == right }
        }
        return false
    }

    /// Hashes the kind of value and the value.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .indexPath(let path):
            hasher.combine(path.section)
            hasher.combine(path.item)
        case .integer(let integer):
            hasher.combine(1 as UInt8)
            hasher.combine(integer)
        case .string(let string):
            hasher.combine(string)
        case .rendered(let rendered):
            hasher.combine(2 as UInt8)
            rendered.hash(into: &hasher)
        case .other(let value):
            hasher.combine(value)
        }
    }

    /// The element's index path as its id: for callers without ids of their
    /// own. With it a moved element is a different element (it ends at the
    /// old path and begins at the new one) and an element that takes another
    /// one's path is the same element.
    @inlinable
    public static func indexPath(of attributes: LayoutAttributes) -> ElementID? {
        ElementID(attributes.indexPath)
    }

    /// The wrapped value, type-erased.
    public var base: AnyHashable {
        switch storage {
        case .string(let string): return AnyHashable(string)
        case .integer(let integer): return AnyHashable(integer)
        case .indexPath(let path): return AnyHashable(path)
        case .rendered(let rendered): return AnyHashable(rendered)
        case .other(let value): return value
        }
    }

    /// The wrapped value's description.
    public var description: String {
        switch storage {
        case .string(let string): return string
        case .integer(let integer): return String(integer)
        case .indexPath(let path): return path.description
        case .rendered(let rendered): return rendered.description
        case .other(let value): return String(describing: value.base)
        }
    }
}

extension ElementID: ExpressibleByStringLiteral {
    /// An id that is a string.
    @inlinable
    public init(stringLiteral value: String) {
        storage = .string(value)
    }
}

extension ElementID: ExpressibleByIntegerLiteral {
    /// An id that is an `Int`.
    @inlinable
    public init(integerLiteral value: Int) {
        storage = .integer(value)
    }
}

extension ElementID {
    /// The id as plain integers when it is an `Int` or an index path, which
    /// two ids share exactly when they are equal; `nil` for a string or any
    /// other value.
    var plainValue: PlainValue? {
        switch storage {
        case .integer(let integer): return PlainValue(isIndexPath: false, first: integer, second: 0)
        case .indexPath(let path): return PlainValue(isIndexPath: true, first: path.section, second: path.item)
        case .string, .rendered, .other: return nil
        }
    }

    /// An `Int` id (`first`) or an index-path id (`first` the section,
    /// `second` the item), trivially copyable.
    struct PlainValue: Equatable {
        /// Whether the id is an index path rather than an `Int`.
        let isIndexPath: Bool
        /// The `Int`, or the section.
        let first: Int
        /// The item; 0 for an `Int`.
        let second: Int
    }
}
