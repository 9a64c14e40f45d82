import ListKitCore

/// The nested groups one root group's layout has already laid out, so that
/// laying out the same nested group in the same slot for the same items
/// again (trying whether a repetition fits, then laying out the next
/// repetition of its parent) reuses the answer. Without it a chain of nested
/// groups that alternately hug and fill costs 2^(depth/2) layouts.
///
/// One memo lives for one root group's layout. Without self-sizing a nested
/// group's layout does not depend on which items fill it, so the key leaves
/// the first item out and repetitions share answers. The memo keeps at most
/// ``maximumCells`` cells in all; beyond that it stops remembering, so its
/// memory stays bounded whatever the layout.
final class NestedSolveMemo {
    /// The most cells the remembered templates may hold together.
    static let maximumCells = 65_536

    /// What a nested layout depends on.
    struct Key: Hashable {
        var group: LayoutGroup
        var size: Size
        var firstItem: Int?
        var limit: Int
    }

    private var templates: [Key: GroupTemplate] = [:]
    private var cells = 0

    /// The key of laying out `group` in `size` for `context` and `limit`.
    static func key(_ group: LayoutGroup, size: Size, context: GroupSolver.Context, limit: Int) -> Key {
        Key(group: group, size: size, firstItem: context.sizing == nil ? nil : context.firstItem, limit: limit)
    }

    /// The remembered layout for `key`, if any.
    func template(for key: Key) -> GroupTemplate? { templates[key] }

    /// Remembers `template` for `key` while the memo has room.
    func remember(_ template: GroupTemplate, for key: Key) {
        guard cells + template.cells.count <= Self.maximumCells else { return }
        cells += template.cells.count
        templates[key] = template
    }
}
