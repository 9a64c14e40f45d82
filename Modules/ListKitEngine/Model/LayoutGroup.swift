import ListKitCore
import ListKitSupplementary

/// A container that lays out items and nested groups along an axis, or at
/// custom frames, like UIKit's `NSCollectionLayoutGroup`.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///     subitems: [.item(item)])
/// ```
public struct LayoutGroup: Hashable, Sendable {
    /// How a group places its subitems.
    public enum Arrangement: Hashable, Sendable {
        /// Side by side, leading to trailing.
        case horizontal
        /// Stacked, top to bottom.
        case vertical
        /// At the given frames, one item per frame, repeated per group.
        case custom([CustomGroupItem])

        /// The axis subitems follow, or `nil` for a custom group.
        public var axis: Axis? {
            switch self {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case .custom: return nil
            }
        }
    }

    /// The group's size, resolved against its container's effective content size.
    public var layoutSize: LayoutSize
    /// How subitems are placed.
    public var arrangement: Arrangement
    /// The subitems, repeated in order while the next one fits (rule 8).
    public var subitems: [LayoutElement]
    /// With `subitem:count:`, the number of equal slots the single subitem gets (rule 7).
    public var count: Int?
    /// Space between subitems, never before the first or after the last (rule 9).
    public var interItemSpacing: LayoutSpacing?
    /// Insets that shrink the area subitems are laid out in (rule 5).
    public var contentInsets: DirectionalEdgeInsets
    /// Space added around the group's slot in its parent group (rule 6).
    public var edgeSpacing: EdgeSpacing?
    /// Supplementaries anchored to the group.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates a group from all of its properties.
    public init(
        layoutSize: LayoutSize,
        arrangement: Arrangement,
        subitems: [LayoutElement],
        count: Int? = nil,
        interItemSpacing: LayoutSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A horizontal group that repeats `subitems` while the next one fits.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }

    /// A horizontal group of `count` equal slots for `subitem` (rule 7).
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// A vertical group that repeats `subitems` while the next one fits.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }

    /// A vertical group of `count` equal slots for `subitem` (rule 7).
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// A group whose items sit at the given frames.
    public static func custom(layoutSize: LayoutSize, items: [CustomGroupItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(items), subitems: [])
    }
}
