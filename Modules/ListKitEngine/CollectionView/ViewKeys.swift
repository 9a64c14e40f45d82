import ListKitCore

/// Which supplementary element a visible supplementary view shows: its kind
/// and index path. Ordered by index path, then kind.
struct SupplementaryViewKey: Hashable, Comparable {
    /// The element kind.
    var kind: String
    /// The element's index path.
    var indexPath: ElementIndexPath

    static func < (lhs: SupplementaryViewKey, rhs: SupplementaryViewKey) -> Bool {
        lhs.indexPath != rhs.indexPath ? lhs.indexPath < rhs.indexPath : lhs.kind < rhs.kind
    }
}

/// The reuse pool a supplementary view belongs to: its kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
    /// The element kind.
    var kind: String
    /// The reuse identifier.
    var identifier: String
}
