import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A boundary supplementary of an absolute size.
func boundary(
    _ kind: String, _ width: LayoutDimension, _ height: LayoutDimension, _ alignment: RectAlignment,
    extends: Bool = true, pinned: Bool = false, zIndex: Int = 0, offset: Point = .zero
) -> BoundarySupplementaryItem {
    BoundarySupplementaryItem(
        elementKind: kind, layoutSize: size(width, height), alignment: alignment, absoluteOffset: offset,
        extendsBoundary: extends, pinToVisibleBounds: pinned, zIndex: zIndex)
}

/// A list group: full-width rows of `height`, one item each.
func rows(_ height: Double) -> LayoutGroup {
    LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(height)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
}

extension SolvedLayout {
    /// The attributes of the supplementaries of `kind` in `section`, at `offset`.
    func supplementaries(_ kind: String, section: Int, offset: Point? = nil) -> [LayoutAttributes] {
        allElements(contentOffset: offset).filter {
            $0.category == .supplementary && $0.elementKind == kind && $0.indexPath.section == section
        }
    }
}
