import ListKitCore
import ListKitDiff

/// Why a ``HeadlessCollectionView`` refused a request, and where: what UIKit
/// would raise as an exception, thrown instead. Nothing changes when one is
/// thrown from ``HeadlessCollectionView/performBatchUpdates(_:)``.
///
/// Renders as one line; batch-update violations read like UIKit's messages:
/// `Invalid update: attempt to delete item 5 from section 0 which only contains 5 items before the update`.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: Registration and the data source

    /// A cell was dequeued with a reuse identifier nothing was registered for.
    case unregisteredCell(reuseIdentifier: String, indexPath: ElementIndexPath)
    /// A supplementary view was dequeued with a kind and reuse identifier
    /// nothing was registered for.
    case unregisteredSupplementaryView(kind: String, reuseIdentifier: String, indexPath: ElementIndexPath)
    /// The data source returned a cell that was not dequeued from this
    /// collection view for this pass (or returned one cell twice).
    case cellNotDequeued(indexPath: ElementIndexPath)
    /// The data source returned a supplementary view that was not dequeued
    /// from this collection view for this pass.
    case supplementaryViewNotDequeued(kind: String, indexPath: ElementIndexPath)
    /// The layout shows a supplementary but the data source does not provide
    /// supplementary views.
    case noSupplementaryViewProvider(kind: String, indexPath: ElementIndexPath)
    /// The data source reported a negative number of sections.
    case negativeSectionCount(Int)
    /// The data source reported a negative number of items in `section`.
    case negativeItemCount(section: Int, count: Int)
    /// The layout has another number of sections than the data source.
    case layoutSectionCountMismatch(dataSource: Int, layout: Int)
    /// A layout section holds another number of items than the data source says.
    case layoutItemCountMismatch(section: Int, dataSource: Int, layout: Int)
    /// The layout cannot be solved.
    case invalidLayout(LayoutValidationError)
    /// An index path that does not name an item of the collection view.
    case itemDoesNotExist(ElementIndexPath)
    /// The viewport meets more elements than `DisplayLimits.maximumDisplayedElements`.
    case tooManyVisibleElements(limit: Int)
    /// A content offset or orthogonal offset that is not finite; nothing changed.
    case invalidNumber(InvalidNumber)
    /// An orthogonal offset for a section that does not exist or does not
    /// scroll orthogonally; nothing changed.
    case notOrthogonal(section: Int, sectionCount: Int)

    // MARK: Batch updates

    /// An update that breaks one of UIKit's batch-update rules (checked by
    /// ListKitDiff's `BatchUpdateValidator`); the first violation found.
    case invalidUpdate(BatchUpdateViolation)

    /// The batch-update rule the error breaks, or `nil` when it is not a
    /// batch-update violation.
    public var batchUpdateRule: BatchUpdateRule? {
        if case .invalidUpdate(let violation) = self { return violation.rule }
        return nil
    }

    /// One readable line that says what was wrong and where.
    public var description: String {
        switch self {
        case let .unregisteredCell(identifier, path):
            return "could not dequeue a cell with identifier \"\(identifier)\" for \(path): "
                + "register a cell for the identifier first"
        case let .unregisteredSupplementaryView(kind, identifier, path):
            return "could not dequeue a view of kind \"\(kind)\" with identifier \"\(identifier)\" for \(path): "
                + "register a supplementary view for the kind and identifier first"
        case let .cellNotDequeued(path):
            return "the cell returned for \(path) was not dequeued from this collection view: "
                + "cells must come from dequeueReusableCell(withReuseIdentifier:for:)"
        case let .supplementaryViewNotDequeued(kind, path):
            return "the view of kind \"\(kind)\" returned for \(path) was not dequeued from this collection view: "
                + "views must come from dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        case let .noSupplementaryViewProvider(kind, path):
            return "the layout shows a supplementary of kind \"\(kind)\" at \(path) but the data source "
                + "does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        case let .negativeSectionCount(count):
            return "the data source returned \(count) sections; the number must not be negative"
        case let .negativeItemCount(section, count):
            return "the data source returned \(count) items for section \(section); the number must not be negative"
        case let .layoutSectionCountMismatch(dataSource, layout):
            return "the layout has \(layout) sections but the data source has \(dataSource)"
        case let .layoutItemCountMismatch(section, dataSource, layout):
            return "layout section \(section) has \(layout) items but the data source has \(dataSource)"
        case let .invalidLayout(error):
            return "the layout cannot be solved: \(error)"
        case let .itemDoesNotExist(path):
            return "there is no item at \(path)"
        case let .tooManyVisibleElements(limit):
            return "the viewport meets more than the \(limit) elements a screen may show at once"
        case let .invalidUpdate(violation):
            return violation.description
        case let .invalidNumber(error):
            return error.description
        case let .notOrthogonal(section, count) where section < 0 || section >= count:
            return "section \(section) does not exist (the layout has \(count) section\(count == 1 ? "" : "s"))"
        case let .notOrthogonal(section, _):
            return "section \(section) does not scroll orthogonally"
        }
    }
}
