import ListKit
import ListKitCore
import ListKitEngine

/// Why a ``DocumentScreen`` could not be shown.
public enum DocumentScreenError: Error, CustomStringConvertible {
    /// The renderer reported an issue (a layout that cannot be solved, a
    /// duplicate id, a component that failed).
    case render(RenderIssue)
    /// A problem the caller's check found (a plugin's failed call).
    case other(any Error & Sendable)
    /// The layout could not be solved.
    case unsolved
    /// An orthogonal offset names a section that does not scroll orthogonally.
    case notOrthogonal(section: Int, CollectionViewError)
    /// The swipe names an item that does not exist; its section has `itemCount` items.
    case noSuchItem(ElementIndexPath, itemCount: Int)

    /// What went wrong, in one line.
    public var description: String {
        switch self {
        case .render(.collectionView(.invalidLayout(let error))): "$.\(error.description)"
        case .render(let issue): issue.description
        case .other(let error): "\(error)"
        case .unsolved: "the layout could not be solved"
        case .notOrthogonal(_, let error): error.description
        case .noSuchItem(let path, let count): "no item \(path) (section \(path.section) has \(count) items)"
        }
    }
}
