import ListKitSupplementary

/// A header or footer of a section or of the whole layout, as the
/// CompositionalLayoutDSL library's `LayoutBoundarySupplementaryItem`: a
/// ``BoundarySupplementaryItem`` or a type of your own whose
/// ``layoutBoundarySupplementaryItem`` describes one.
public protocol LayoutBoundarySupplementaryItem {
    /// What this header or footer is made of.
    var layoutBoundarySupplementaryItem: LayoutBoundarySupplementaryItem { get }
}

extension LayoutBoundarySupplementaryItem {
    /// The engine's header or footer this stands for, or `nil` when its
    /// ``layoutBoundarySupplementaryItem`` never reaches a
    /// ``BoundarySupplementaryItem``; such a header is left out.
    public var boundarySupplementaryItemModel: ListKitSupplementary.BoundarySupplementaryItem? {
        built?.model
    }

    /// Whether the header or footer adds its size to its section's (default `true`).
    public func extendsBoundary(_ value: Bool) -> LayoutBoundarySupplementaryItem {
        changed { $0.model.extendsBoundary = value }
    }

    /// Whether the header or footer stays on screen while its section does.
    public func pinToVisibleBounds(_ value: Bool) -> LayoutBoundarySupplementaryItem {
        changed { $0.model.pinToVisibleBounds = value }
    }

    /// The same header or footer drawn at `zIndex`.
    public func zIndex(zIndex: Int) -> LayoutBoundarySupplementaryItem {
        changed { $0.model.zIndex = zIndex }
    }

    private var built: BoundarySupplementaryItem? {
        Resolution.follow(
            self as LayoutBoundarySupplementaryItem, next: { $0.layoutBoundarySupplementaryItem },
            built: { ($0 as? BoundarySupplementaryItem).map { Optional($0) } })
    }

    private func changed(_ change: (inout BoundarySupplementaryItem) -> Void) -> LayoutBoundarySupplementaryItem {
        guard var item = built else { return self }
        change(&item)
        return item
    }
}
