/// The position of an element: a section index and an item index in it.
///
/// For cells `item` is the item's index. For boundary supplementaries it is
/// the position among the section's boundary items; for decorations it is
/// the position among the section's decoration items.
public struct ElementIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates an index path.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    @inlinable
    public static func < (lhs: ElementIndexPath, rhs: ElementIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// A readable form, `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
