import ListKitCore

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

    // MARK: Batch updates (see BatchUpdateRule)

    /// Rule 1: a section index out of range on its side of the update, which has `count` sections.
    case sectionOutOfRange(BatchUpdates.Operation, section: Int, count: Int)
    /// Rule 2: one section named twice by the same operation.
    case sectionRepeated(BatchUpdates.Operation, section: Int)
    /// Rule 3: one section named by two operations that exclude each other.
    case sectionConflict(BatchUpdates.Operation, BatchUpdates.Operation, section: Int)
    /// Rule 4: the number of sections after the update is not before − deleted + inserted.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// Rule 5: an item whose section is out of range on its side of the
    /// update, which has `sectionCount` sections.
    case itemSectionOutOfRange(BatchUpdates.Operation, indexPath: ElementIndexPath, sectionCount: Int)
    /// Rule 6: an item operation inside a section that is itself deleted,
    /// inserted or reloaded (`sectionOperation`).
    case itemInChangedSection(
        BatchUpdates.Operation, indexPath: ElementIndexPath, sectionOperation: BatchUpdates.Operation)
    /// Rule 7: an item index out of range of its section, which holds
    /// `itemCount` items on that side of the update.
    case itemOutOfRange(BatchUpdates.Operation, indexPath: ElementIndexPath, itemCount: Int)
    /// Rule 8: one index path named twice by the same operation.
    case itemRepeated(BatchUpdates.Operation, indexPath: ElementIndexPath)
    /// Rule 9: one index path named by two operations that exclude each other.
    case itemConflict(BatchUpdates.Operation, BatchUpdates.Operation, indexPath: ElementIndexPath)
    /// Rule 10: section `section` (after the update; `sourceSection` before it)
    /// does not hold before − deleted + inserted − moved out + moved in items.
    case invalidItemCount(
        section: Int, sourceSection: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
        movedOut: Int)

    /// The batch-update rule the error breaks, or `nil` when it is not a
    /// batch-update violation.
    public var batchUpdateRule: BatchUpdateRule? {
        switch self {
        case .sectionOutOfRange: return .sectionInRange
        case .sectionRepeated: return .sectionOnce
        case .sectionConflict: return .sectionOneOperation
        case .invalidSectionCount: return .sectionCount
        case .itemSectionOutOfRange: return .itemSectionInRange
        case .itemInChangedSection: return .itemInUnchangedSection
        case .itemOutOfRange: return .itemInRange
        case .itemRepeated: return .itemOnce
        case .itemConflict: return .itemOneOperation
        case .invalidItemCount: return .itemCount
        default: return nil
        }
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
        default:
            return "Invalid update: " + batchUpdateReason
        }
    }

    /// A batch-update violation in words, without the "Invalid update: " prefix.
    private var batchUpdateReason: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            return "attempt to \(operation.phrase(section: section)), but there are only \(count) sections "
                + side(operation)
        case let .sectionRepeated(operation, section):
            return "attempt to \(operation.phrase(section: section)) more than once"
        case let .sectionConflict(first, second, section):
            return "attempt to \(first) and \(second) the same section (\(section))"
        case let .invalidSectionCount(before, after, inserted, deleted):
            return "invalid number of sections. The number of sections contained in the collection view after "
                + "the update (\(after)) must be equal to the number of sections contained in the collection view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .itemSectionOutOfRange(operation, path, count):
            return "attempt to \(operation.phrase(item: path)), but there are only \(count) sections "
                + side(operation)
        case let .itemInChangedSection(operation, path, sectionOperation):
            return "attempt to \(operation.phrase(item: path)), but section \(path.section) is itself being "
                + sectionOperation.participle
        case let .itemOutOfRange(operation, path, count):
            if operation.isBeforeUpdate {
                return "attempt to \(operation.phrase(item: path)) which only contains \(count) items before the update"
            }
            return "attempt to \(operation.phrase(item: path)), but there are only \(count) items in section "
                + "\(path.section) after the update"
        case let .itemRepeated(operation, path):
            return "attempt to \(operation) the same index path (\(path)) more than once"
        case let .itemConflict(first, second, path):
            return "attempt to \(first) and \(second) the same index path (\(path))"
        case let .invalidItemCount(section, _, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid number of items in section \(section). The number of items contained in an existing "
                + "section after the update (\(after)) must be equal to the number of items contained in that "
                + "section before the update (\(before)), plus or minus the number of items inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                + "items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        default:
            return ""
        }
    }

    /// "before the update" or "after the update", for `operation`'s side.
    private func side(_ operation: BatchUpdates.Operation) -> String {
        operation.isBeforeUpdate ? "before the update" : "after the update"
    }
}
