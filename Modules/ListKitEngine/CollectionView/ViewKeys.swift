import ListKitCore

/// Which element a view on screen shows: its category, its element kind
/// (`nil` for a cell) and its index path. A key copies as plain bytes and
/// hashes without touching a string (``ElementKind`` is interned).
struct ViewKey: Hashable {
    /// Cell, supplementary or decoration.
    var category: ElementCategory
    /// The element kind; `nil` for a cell.
    var kind: ElementKind?
    /// The element's index path.
    var indexPath: ElementIndexPath

    /// The key of a cell.
    static func cell(_ indexPath: ElementIndexPath) -> ViewKey {
        ViewKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The key of the element `attributes` describe.
    init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.kind
        indexPath = attributes.indexPath
    }

    /// A key from its parts.
    init(category: ElementCategory, kind: ElementKind?, indexPath: ElementIndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The element kind's name; empty for a cell.
    var kindName: String { kind?.name ?? "" }

    /// Whether the view of `a` is shown (and ended) before the view of `b`:
    /// cells, then supplementaries, then decorations; within each, by index
    /// path, then by the kind's name.
    static func precedes(_ a: ViewKey, _ b: ViewKey) -> Bool {
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.kind != b.kind && a.kindName < b.kindName
    }

    /// The category's place in display order.
    private static func rank(_ category: ElementCategory) -> Int {
        switch category {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}

/// The reuse pool a supplementary view belongs to: its kind and reuse identifier.
struct SupplementaryReuseKey: Hashable {
    /// The element kind.
    var kind: String
    /// The reuse identifier.
    var identifier: String
}
