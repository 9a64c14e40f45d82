/// A value that a diff can follow from one collection to the next: it has a
/// stable identity, and content that may change while the identity stays.
///
/// Two elements with equal ``diffIdentifier``s are the same element: if its
/// position changed, the diff reports a move; if ``isContentEqual(to:)`` says
/// its content changed, the diff reports an update (a reload).
///
/// A `Hashable` type is its own identifier and an `Equatable` type compares
/// its content with `==`, so for those a bare conformance is enough:
///
/// ```swift
/// extension Tag: Differentiable {}   // Tag: Hashable
///
/// struct Message: Differentiable {
///     var id: Int
///     var text: String
///     var diffIdentifier: Int { id }
///     func isContentEqual(to other: Message) -> Bool { text == other.text }
/// }
/// ```
///
/// The identifier is read a few times per element per diff; it should be
/// cheap (a stored property is ideal). Identifiers that repeat inside one
/// collection are allowed: the diff pairs them in order (see
/// ``StagedChangeset``).
public protocol Differentiable {
    /// The type of the identity that survives content changes.
    associatedtype DiffIdentifier: Hashable

    /// The identity of this element: equal identifiers mean the same element.
    var diffIdentifier: DiffIdentifier { get }

    /// Whether this element shows the same content as `other`, an element with
    /// the same identifier; `false` makes the diff report an update.
    func isContentEqual(to other: Self) -> Bool
}

/// The identity of a hashable value.
extension Differentiable where Self: Hashable {
    /// A hashable value is its own identifier.
    @inlinable
    public var diffIdentifier: Self { self }
}

/// The content comparison of an equatable value.
extension Differentiable where Self: Equatable {
    /// An equatable value has the same content as another when they are equal.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool { self == other }
}
