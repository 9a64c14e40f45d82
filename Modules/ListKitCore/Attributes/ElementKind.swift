import Synchronization

/// A supplementary or decoration element kind ("header", "badge"),
/// interned: each distinct string is stored once for the life of the
/// process, and a kind is a pointer to it.
///
/// Comparing and hashing a kind compares and hashes the pointer, and copying
/// one retains nothing, so ``LayoutAttributes`` and the identities built
/// from them copy as plain bytes. Two kinds are equal exactly when their
/// strings are.
///
/// ```swift
/// let header = ElementKind("header")
/// header == ElementKind("header")  // true
/// header.name                      // "header"
/// ```
///
/// The table only grows: a process that makes a million distinct kinds
/// keeps a million strings. Kinds come from layouts and documents, whose
/// own sizes bound how many there are.
public struct ElementKind: Hashable, Sendable, CustomStringConvertible {
    /// The interned string: never deallocated, so pointing to it unretained is safe.
    final class Name: Sendable {
        let string: String
        init(_ string: String) { self.string = string }
    }

    /// The process-wide table of every kind made so far.
    private static let table = Mutex<[String: Name]>([:])

    /// The interned name.
    private let storage: Unmanaged<Name>

    /// The kind named `string`.
    public init(_ string: String) {
        storage = ElementKind.table.withLock { table in
            if let existing = table[string] { return Unmanaged.passUnretained(existing) }
            let created = Name(string)
            table[string] = created
            return Unmanaged.passUnretained(created)
        }
    }

    /// The kind's string.
    public var name: String { storage.takeUnretainedValue().string }

    /// The kind's string.
    public var description: String { name }

    /// Whether both kinds have the same string (the same interned name).
    public static func == (lhs: ElementKind, rhs: ElementKind) -> Bool {
        lhs.storage.toOpaque() == rhs.storage.toOpaque()
    }

    /// Hashes the interned name's address: equal kinds share it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.toOpaque())
    }
}
