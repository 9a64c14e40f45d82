/// How the matching files an identifier: a 64-bit *wide key* whose high bits
/// choose the identifier's partition, and a 32-bit *key* stored with the
/// element, whose low bits choose its slot in the partition's table and which
/// is compared before anything else. (Compact keys grouped in one pass take
/// their partition from the key's high bits instead:
/// ``IdentifierPartitions``.)
///
/// There are three ways to make them (``Mode``):
///
/// - ``Mode/compact``: integer identifiers (`Int`, `UInt`, `Int64` …
///   `UInt8`) whose high 32 bits are the same on both sides, as they are when
///   every identifier lies in one 32-bit range (`0 ..< 4_294_967_296`, say).
///   The key is the low 32 bits mixed by a bijection, so two such identifiers
///   are equal exactly when their keys are: an element takes 8 bytes (key and
///   index) and nothing else is compared.
/// - ``Mode/wide``: any other integer identifiers. The wide key is the 64 bits
///   mixed by a bijection; the key is its high half, and the low half is kept
///   beside it and compared too, so equal halves mean equal identifiers.
/// - ``Mode/hashed``: every other identifier. The wide key is its
///   `hashValue` (or the hash it carries, ``HashCarryingIdentifier``), the
///   key the hash's high half; a copy of the identifier is
///   kept and equal keys are confirmed with `==`, so hash collisions cost
///   comparisons, never correctness.
///
/// Mixing an integer costs a few instructions where `Hasher` costs about
/// ninety. Both mixes are seeded per process (from `Hasher`'s own random
/// seed, so `SWIFT_DETERMINISTIC_HASHING` fixes them too), so that no fixed
/// set of identifiers lands in one partition on every run.
@usableFromInline
enum IdentifierKey {
    /// How keys are made and compared; see ``IdentifierKey``.
    @usableFromInline
    enum Mode {
        case compact
        case wide
        case hashed
    }

    /// Whether the identifiers of `type` are integers, keyed by their bits.
    @inlinable @inline(__always)
    static func isInteger<ID: Hashable>(_ type: ID.Type) -> Bool {
        type == Int.self || type == UInt.self || type == Int64.self || type == UInt64.self
            || type == Int32.self || type == UInt32.self || type == Int16.self || type == UInt16.self
            || type == Int8.self || type == UInt8.self
    }

    /// The bits of an integer identifier, extended to 64 bits (distinct
    /// identifiers of one type give distinct bits). Only for types that
    /// ``isInteger(_:)`` accepts.
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

    /// The seed of the integer mixes: random per process unless Swift's
    /// hashing is made deterministic.
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

    /// A bijection of 32-bit values whose every output bit depends on every
    /// input bit (the same shape as ``mix(_:seed:)``).
    @inlinable @inline(__always)
    static func mix(_ bits: UInt32, seed: UInt32) -> UInt32 {
        var x = bits ^ seed
        x ^= x &>> 16
        x &*= 0x7FEB_352D
        x ^= x &>> 15
        x &*= 0x846C_A68B
        x ^= x &>> 16
        return x
    }

    /// The partition of a wide key: its high `bits` bits (0 when `bits` is 0).
    @inlinable @inline(__always)
    static func partition(of wideKey: UInt64, bits: Int) -> Int {
        // Two shifts, so that 0 bits give partition 0 without a branch.
        Int(truncatingIfNeeded: (wideKey &>> 1) &>> UInt64(truncatingIfNeeded: 63 &- bits))
    }
}
