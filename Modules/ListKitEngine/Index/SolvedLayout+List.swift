import ListKitCore

extension SolvedLayout {
    /// The corners of the row at `indexPath` that an inset-grouped list
    /// section rounds (see ``SolvedSection/listRowCorners(at:)``); empty for
    /// anything else, an index path out of range included.
    public func listRowCorners(at indexPath: ElementIndexPath) -> ListRowCorners {
        guard sections.indices.contains(indexPath.section) else { return [] }
        return sections[indexPath.section].listRowCorners(at: indexPath.item)
    }
}
