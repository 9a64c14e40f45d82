import ListKitCore
import ListKitEngine

/// Apple's "grid of 5" with `itemCount` items in one section: items
/// fractionalWidth(0.2) × fractionalHeight(1) in a full-width group
/// fractionalWidth(0.2) tall.
public func grid5Layout(itemCount: Int) -> CompositionalLayout {
    let item = LayoutItem(layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
        subitems: [.item(item)])
    return CompositionalLayout(sections: [LayoutSection(group: group, itemCount: itemCount)])
}

/// A setup failure, reported by the benchmark runner.
public struct FixtureError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure saying `description`.
    public init(description: String) { self.description = description }
}
