import ListKitCore
@testable import ListKitEngine
import Testing

/// The registry's check that a batch update leaves every view on screen at
/// its key (`everyKeyStays(where:)`), which lets the update skip carrying
/// them: it vouches only for an order that lists every view.
@Suite struct DisplayedViewsTests {
    /// A registry whose last pass left cells for items 0, 1 and 2 of section 0
    /// in display order, item 1 listed twice (its second entry has no view
    /// of its own).
    func ordered() -> DisplayedViews {
        var views = DisplayedViews()
        var keys: [ViewKey] = []
        var shown: [CollectionReusableView?] = []
        for item in 0..<3 {
            let cell = CollectionViewCell()
            views.insert(cell, for: .cell(ip(0, item)))
            keys.append(.cell(ip(0, item)))
            shown.append(cell)
            if item == 1 {
                keys.append(.cell(ip(0, item)))
                shown.append(nil)
            }
        }
        views.setOrder(&keys, &shown, count: 3, placement: nil)
        return views
    }

    @Test func everyViewOfTheOrderIsAskedAboutOnce() {
        var asked: [ElementIndexPath] = []
        #expect(ordered().everyKeyStays { asked.append($0.indexPath); return true })
        #expect(asked == [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    @Test func oneViewThatMovesIsEnough() {
        #expect(!ordered().everyKeyStays { $0.indexPath != ip(0, 2) })
        #expect(!ordered().everyKeyStays { $0.indexPath != ip(0, 0) })
    }

    @Test func viewsPutOnScreenOutsideAPassAreNeverVouchedFor() {
        // Inserted outside a pass: the registry holds a view no order lists,
        // so the check cannot say every view stays, whatever it is told.
        var views = ordered()
        views.insert(CollectionViewCell(), for: .cell(ip(0, 3)))
        #expect(!views.everyKeyStays { _ in true })
        var fresh = DisplayedViews()
        fresh.insert(CollectionViewCell(), for: .cell(ip(0, 0)))
        #expect(!fresh.everyKeyStays { _ in true })
    }
}
