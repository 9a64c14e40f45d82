/// A section's items: listed one by one (`items`) or generated (`itemCount`).
///
/// Generated items are made on access, so a section of ten million items
/// costs no memory: item `i` has id `"i"` and the default component
/// ``DocumentComponent/defaultItemKind``. Two lists are equal when they hold
/// equal items, however they were given.
public struct DocumentItems: RandomAccessCollection, Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case listed([DocumentItem])
        case generated(Int)
    }

    private let storage: Storage

    /// Items given one by one.
    public init(_ items: [DocumentItem]) {
        storage = .listed(items)
    }

    /// `count` items with ids `"0"`, `"1"`, … and the default component.
    public init(generatedCount count: Int) {
        storage = .generated(Swift.max(0, count))
    }

    /// Whether the items were generated from a count.
    public var isGenerated: Bool {
        if case .generated = storage { return true }
        return false
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }

    /// One past the last index: the number of items.
    public var endIndex: Int {
        switch storage {
        case .listed(let items): return items.count
        case .generated(let count): return count
        }
    }

    /// The item at `position`, which must be in `indices`.
    public subscript(position: Int) -> DocumentItem {
        switch storage {
        case .listed(let items):
            return items[position]
        case .generated:
            return DocumentItem(
                id: String(position), component: DocumentComponent(kind: DocumentComponent.defaultItemKind, isPlaceholder: true))
        }
    }

    /// The item at `position`, or `nil` when it is out of range.
    public func item(at position: Int) -> DocumentItem? {
        indices.contains(position) ? self[position] : nil
    }

    /// Whether both hold equal items in the same order.
    public static func == (lhs: DocumentItems, rhs: DocumentItems) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.generated(let a), .generated(let b)): return a == b
        case (.listed(let a), .listed(let b)): return a == b
        default: return lhs.count == rhs.count && lhs.elementsEqual(rhs)
        }
    }

    /// Hashes the number of items (equal lists have equal counts).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}

/// Items listed in an array literal.
extension DocumentItems: ExpressibleByArrayLiteral {
    /// Items given one by one.
    public init(arrayLiteral elements: DocumentItem...) {
        self.init(elements)
    }
}
