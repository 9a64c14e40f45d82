/// The 64-bit key under which the matching files an identifier: it picks the
/// identifier's partition (high bits) and its slot in a partition's table
/// (low bits), and it is compared before the identifiers themselves.
///
/// - An identifier of a standard integer type (`Int`, `UInt`, `Int64` …
///   `UInt8`) is its own key once mixed: ``mix(_:seed:)`` is a bijection of
///   64-bit values, so two such identifiers are equal exactly when their keys
///   are, and the matching compares keys only (``isExact(_:)``). This costs a
///   few instructions where `Hasher` costs about ninety per `Int`.
/// - Any other identifier's key is its `hashValue`, and equal keys are
///   confirmed with `==`, so hash collisions cost comparisons, never
///   correctness.
///
/// Both kinds of key are seeded per process (the integer mix from `Hasher`'s
/// own random seed), so that no fixed set of identifiers lands in one
/// partition on every run.
@usableFromInline
enum IdentifierKey {
    /// Whether the identifiers of `type` are integers whose mixed bits are
    /// their key (equal keys mean equal identifiers).
    @inlinable @inline(__always)
    static func isExact<ID: Hashable>(_ type: ID.Type) -> Bool {
        type == Int.self || type == UInt.self || type == Int64.self || type == UInt64.self
            || type == Int32.self || type == UInt32.self || type == Int16.self || type == UInt16.self
            || type == Int8.self || type == UInt8.self
    }

    /// The bits of an integer identifier, extended to 64 bits (distinct
    /// identifiers of one type give distinct bits). Only for types that
    /// ``isExact(_:)`` accepts.
    @inlinable @inline(__always)
    static func integerBits<ID: Hashable>(_ identifier: ID) -> UInt64 {
        if ID.self == Int.self { return UInt64(UInt(bitPattern: unsafeBitCast(identifier, to: Int.self))) }
        if ID.self == UInt.self { return UInt64(unsafeBitCast(identifier, to: UInt.self)) }
        if ID.self == Int64.self { return UInt64(bitPattern: unsafeBitCast(identifier, to: Int64.self)) }
        if ID.self == UInt64.self { return unsafeBitCast(identifier, to: UInt64.self) }
        if ID.self == Int32.self { return UInt64(UInt32(bitPattern: unsafeBitCast(identifier, to: Int32.self))) }
        if ID.self == UInt32.self { return UInt64(unsafeBitCast(identifier, to: UInt32.self)) }
        if ID.self == Int16.self { return UInt64(UInt16(bitPattern: unsafeBitCast(identifier, to: Int16.self))) }
        if ID.self == UInt16.self { return UInt64(unsafeBitCast(identifier, to: UInt16.self)) }
        if ID.self == Int8.self { return UInt64(UInt8(bitPattern: unsafeBitCast(identifier, to: Int8.self))) }
        if ID.self == UInt8.self { return UInt64(unsafeBitCast(identifier, to: UInt8.self)) }
        preconditionFailure("not an integer identifier")
    }

    /// The seed of the integer mix: random per process unless Swift's hashing
    /// is made deterministic (`SWIFT_DETERMINISTIC_HASHING`).
    @inlinable
    static var seed: UInt64 { UInt64(UInt(bitPattern: 0x4C69_7374_4B69_74.hashValue)) }

    /// A bijection of 64-bit values whose every output bit depends on every
    /// input bit (xor-shift, multiply, twice).
    @inlinable @inline(__always)
    static func mix(_ bits: UInt64, seed: UInt64) -> UInt64 {
        var x = bits ^ seed
        x ^= x &>> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        x ^= x &>> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        x ^= x &>> 32
        return x
    }

    /// The key of `identifier`: the mixed bits of an integer, the hash value
    /// of anything else.
    @inlinable @inline(__always)
    static func key<ID: Hashable>(_ identifier: ID, seed: UInt64) -> UInt64 {
        if isExact(ID.self) { return mix(integerBits(identifier), seed: seed) }
        return UInt64(UInt(bitPattern: identifier.hashValue))
    }
}
