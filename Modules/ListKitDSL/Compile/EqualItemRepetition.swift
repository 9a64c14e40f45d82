import ListKitCore
import ListKitEngine

/// How a section's root group whose components all describe the same item
/// compiles: as a group of that one item, with exactly the frames of the
/// group that lists every item.
///
/// `VGroup(of: rows, …) { Row($0) }` lists one item per row. Laid out as
/// written, the engine places the whole list in one repetition of the root
/// group, item by item. A root group of one item that the section repeats
/// gives the same frames, and the engine computes every repetition from the
/// first, so solving and querying no longer cost one step per item. Two cases
/// are rewritten, and only these (see Documentation/LayoutSemantics.md):
///
/// - **The group does not hug along its axis** (its length there is absolute
///   or fractional): it repeats its subitems in order while the next one
///   fits (rule 8), so a list of equal items and that item alone fill it
///   alike. The group keeps everything else.
/// - **The group hugs along the scroll axis** (its length there is
///   estimated) in a section that does not scroll orthogonally: it holds
///   every item once, one after the other, and grows to hold them. The same
///   items, one per repetition of a one-item group, with the group's
///   inter-item spacing as the section's inter-group spacing, sit at the
///   same places as long as nothing sticks out of an item's slot or takes room
///   at the group's edges: the group has no content insets, edge spacing or
///   supplementaries; the item has no edge spacing, no supplementaries and
///   is not estimated across the group; and its length along the axis
///   (absolute, or estimated and then measured) and the spacing are whole
///   points, so that adding lengths one by one (the list) or multiplying them
///   (the repetitions) gives the same numbers on every pixel grid. An
///   estimated item is then measured as its repetition comes near the
///   viewport, as a list section's rows are, instead of all at once.
///
/// The section keeps its item count, so index paths, the item numbering and
/// the component at each index path do not change.
enum EqualItemRepetition {
    /// The root group and inter-group spacing `section` compiles to when it
    /// is one of the two cases, or `nil` (then the group lists its items).
    static func rootGroup(of section: Section, scrollDirection: Axis) -> (group: LayoutGroup, interGroupSpacing: Double)? {
        let group = section.group
        guard group.count == nil, let item = sharedItem(of: group) else { return nil }
        let root = ComposedLayout.compile(group, subitems: [.item(item)])
        guard group.layoutSize[group.axis].isEstimated else {
            return (root, section.interGroupSpacing)
        }
        guard let spacing = hugsAlongScroll(section, item: item, scrollDirection: scrollDirection) else { return nil }
        return (root, spacing)
    }

    /// The one item every child of `group` describes, or `nil` when a child
    /// is a group, the group is empty, or two items differ.
    static func sharedItem(of group: GroupDefinition) -> LayoutItem? {
        var shared: LayoutItem?
        for child in group.children {
            let item: LayoutItem
            switch child {
            case .component(let component): item = ComposedLayout.item(of: component)
            case .components(let run):
                guard let runItem = run.storage.sharedItem() else { return nil }
                item = runItem
            case .group: return nil
            }
            if let shared {
                guard item == shared else { return nil }
            } else {
                shared = item
            }
        }
        return shared
    }

    /// The section's inter-group spacing once a group that hugs along its
    /// axis repeats `item` one per repetition, or `nil` when that would move
    /// something (the conditions in the type's description).
    static func hugsAlongScroll(_ section: Section, item: LayoutItem, scrollDirection: Axis) -> Double? {
        let group = section.group
        let axis = group.axis
        guard axis == scrollDirection, section.orthogonalScrollingBehavior == .none,
              group.contentInsets == .zero, group.edgeSpacing == nil, group.supplementaryItems.isEmpty,
              item.edgeSpacing == nil, item.supplementaryItems.isEmpty,
              !item.layoutSize[axis.orthogonal].isEstimated,
              let length = wholeLength(item.layoutSize[axis]),
              // The list's own inter-group spacing never applies (it is one
              // repetition), but a bad one is still reported.
              LayoutValidator.lengthProblem(section.interGroupSpacing) == nil
        else { return nil }
        let spacing = group.interItemSpacing?.minimum ?? 0
        // Whole points add up exactly while the sum stays below 2^52.
        let extent = Double(group.componentCount) * (length + spacing)
        return isWholeLength(spacing) && extent < 0x1p52 ? spacing : nil
    }

    /// An item's length along the group's axis when it is absolute or
    /// estimated (then measured, as a repetition's one item is, as the
    /// viewport comes near) in whole points; `nil` otherwise.
    static func wholeLength(_ dimension: LayoutDimension) -> Double? {
        switch dimension {
        case .absolute(let length), .estimated(let length): isWholeLength(length) ? length : nil
        default: nil
        }
    }

    /// Whether `value` is a valid length in whole points.
    static func isWholeLength(_ value: Double) -> Bool {
        LayoutValidator.lengthProblem(value) == nil && value.rounded(.towardZero) == value
    }
}
