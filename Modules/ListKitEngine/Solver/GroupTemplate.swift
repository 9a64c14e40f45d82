import ListKitCore
import ListKitSupplementary

/// One laid-out group of a section: the frames of its cells and nested
/// groups relative to the group's origin.
///
/// A section repeats its root group; the engine lays the group out once and
/// translates this template for every repetition (the last one takes a prefix
/// of the cells when the section runs out of items).
struct GroupTemplate: Sendable {
    /// A cell slot of the template.
    struct Cell: Sendable {
        /// The item's frame (after its content insets), relative to the root group.
        var frame: Rect
        /// The item's slot (before its content insets), relative to the root group.
        var slot: Rect
        /// The stacking order of the cell.
        var zIndex: Int
        /// The item model that produced the cell; `nil` for a custom group's frame.
        var item: LayoutItem?
    }

    /// A group laid out in the template, the root group included.
    struct Group: Sendable {
        /// The group's slot, relative to the root group.
        var frame: Rect
        /// The area its subitems are laid out in (the frame minus its content insets).
        var contentFrame: Rect
        /// The index of its first cell in ``GroupTemplate/cells``.
        var firstCell: Int
        /// How many cells it holds, nested groups included.
        var cellCount: Int
        /// The group model.
        var group: LayoutGroup
    }

    /// A supplementary anchored to a cell or a group of the template.
    struct Anchored: Sendable {
        /// The cell it belongs to: the item's own cell, or a group's first cell
        /// (it is shown when that cell exists, and takes its index path).
        var cell: Int
        /// Its frame, relative to the root group.
        var frame: Rect
        /// Its element kind, interned.
        var kind: ElementKind
        /// Its stacking order.
        var zIndex: Int
    }

    /// The root group's size.
    var size: Size
    /// The cells, in item order.
    var cells: [Cell] = []
    /// The groups, root first, then nested ones in the order they were laid out.
    var groups: [Group] = []
    /// The anchored supplementaries, by cell (see ``placeAnchoredSupplementaries(grid:)``).
    var anchored: [Anchored] = []

    /// The lowest and highest coordinate along `axis` covered by the root
    /// group's frame, every cell and every anchored supplementary (cells and
    /// supplementaries may stick out of their group).
    func extent(along axis: Axis) -> (min: Double, max: Double) {
        var lo = 0.0
        var hi = size[axis]
        for cell in cells {
            lo = Swift.min(lo, cell.frame.min(axis))
            hi = Swift.max(hi, cell.frame.max(axis))
        }
        for supplementary in anchored {
            lo = Swift.min(lo, supplementary.frame.min(axis))
            hi = Swift.max(hi, supplementary.frame.max(axis))
        }
        return (lo, hi)
    }

    /// Places the supplementaries anchored to the template's items (on the
    /// item's frame) and groups (on the group's inset box, rule 20), sorted by
    /// the cell they belong to.
    mutating func placeAnchoredSupplementaries(grid: PixelGrid) {
        var placed: [Anchored] = []
        for group in groups where !group.group.supplementaryItems.isEmpty && group.cellCount > 0 {
            for s in group.group.supplementaryItems {
                placed.append(Anchored(
                    cell: group.firstCell, frame: AnchorPlacement.frame(of: s, in: group.contentFrame, grid: grid),
                    kind: ElementKind(s.elementKind), zIndex: s.zIndex))
            }
        }
        for (index, cell) in cells.enumerated() {
            guard let item = cell.item else { continue }
            for s in item.supplementaryItems {
                placed.append(Anchored(
                    cell: index, frame: AnchorPlacement.frame(of: s, in: cell.frame, grid: grid),
                    kind: ElementKind(s.elementKind), zIndex: s.zIndex))
            }
        }
        // Stable: a group's supplementaries come before its first item's.
        anchored = placed.enumerated().sorted { a, b in
            a.element.cell != b.element.cell ? a.element.cell < b.element.cell : a.offset < b.offset
        }.map(\.element)
    }

    /// Appends `other`'s cells and groups moved by `offset`.
    mutating func append(_ other: GroupTemplate, at offset: Point) {
        let base = cells.count
        cells.reserveCapacity(cells.count + other.cells.count)
        for var cell in other.cells {
            cell.frame = cell.frame.offsetBy(dx: offset.x, dy: offset.y)
            cell.slot = cell.slot.offsetBy(dx: offset.x, dy: offset.y)
            cells.append(cell)
        }
        for var group in other.groups {
            group.frame = group.frame.offsetBy(dx: offset.x, dy: offset.y)
            group.contentFrame = group.contentFrame.offsetBy(dx: offset.x, dy: offset.y)
            group.firstCell += base
            groups.append(group)
        }
    }
}
