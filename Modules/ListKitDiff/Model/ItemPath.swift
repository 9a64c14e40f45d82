/// The position of an item: its section and its index inside that section.
///
/// The same argument order as Core's `ElementIndexPath(section:item:)`; Diff
/// keeps its own type because it imports nothing.
///
/// Which collection a path points into depends on the operation that holds it;
/// see ``Changeset``.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item inside its section.
    public var item: Int

    /// Creates the path of item `item` in section `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders paths by section, then by item, as a collection view lists them.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// A readable form, `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
