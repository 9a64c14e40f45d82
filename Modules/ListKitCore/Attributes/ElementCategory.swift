/// What kind of element a set of layout attributes describes, like UIKit's
/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    /// A cell that shows one item.
    case cell
    /// A supplementary view: a header, a footer, a badge.
    case supplementary
    /// A decoration view: a section background.
    case decoration
}
