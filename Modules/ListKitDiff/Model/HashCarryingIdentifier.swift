/// An identifier that carries its hash, worked out once, so that a diff
/// files it without hashing it again.
///
/// Hashing costs about ninety instructions per identifier with `Hasher`. An
/// identifier whose hash is already known (a renderer hashes every id once
/// to find duplicates) gives it here, and the diff uses it in place of
/// `hashValue`. The diff pairs such identifiers on their carried hashes and
/// then confirms every pair with `==`, in order; when one pair differs (two
/// unequal identifiers with one hash) it pairs the identifiers themselves,
/// comparing. A poor hash costs a second pairing, never correctness.
///
/// ```swift
/// struct Key: HashCarryingIdentifier {
///     let id: String
///     let carriedHash: Int
///     init(_ id: String) { self.id = id; carriedHash = id.hashValue }
///     static func == (a: Key, b: Key) -> Bool { a.id == b.id }
///     func hash(into hasher: inout Hasher) { hasher.combine(carriedHash) }
/// }
/// ```
public protocol HashCarryingIdentifier: Hashable {
    /// The identifier's hash: equal identifiers carry equal hashes, and its
    /// high 32 bits are as well mixed as a `hashValue`'s.
    var carriedHash: Int { get }
}

extension IdentifierKey {
    /// How the identifiers of `type` are hashed: their carried hash when
    /// they carry one (``HashCarryingIdentifier``), `hashValue` otherwise.
    @inlinable
    static func hasher<ID: Hashable>(for type: ID.Type) -> (ID) -> Int {
        guard let carrying = type as? any HashCarryingIdentifier.Type else { return { $0.hashValue } }
        return carriedHasher(carrying, as: type)
    }

    /// The carried hash of identifiers of `Carrying`, which is `ID`.
    @inlinable
    static func carriedHasher<Carrying: HashCarryingIdentifier, ID>(_: Carrying.Type, as _: ID.Type) -> (ID) -> Int {
        { unsafeBitCast($0, to: Carrying.self).carriedHash }
    }
}
