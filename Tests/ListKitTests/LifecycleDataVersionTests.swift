@testable import ListKit
import Testing

/// The version a renderer gives its lifecycle tracker changes when the data
/// changed and something may have given an element on screen another id: a
/// view put on screen, taken off it or carried elsewhere, other sections
/// with shared ids, an interactive move under way at the last update.
/// Nothing else changes it.
@Suite struct LifecycleDataVersionTests {
    /// A version after a first lifecycle update of data 1: no move, no
    /// change counted yet.
    func started() -> LifecycleDataVersion {
        var version = LifecycleDataVersion()
        #expect(version.next(data: 1, viewChanges: 0, sharingChanges: 0, moving: false) == 0)
        return version
    }

    @Test func theSameDataKeepsTheVersionWhateverTheViewsDo() {
        var version = started()
        // A scroll: views come and go over the same data.
        #expect(version.next(data: 1, viewChanges: 5, sharingChanges: 0, moving: false) == 0)
        #expect(version.next(data: 1, viewChanges: 9, sharingChanges: 0, moving: false) == 0)
    }

    @Test func newDataThatLeftTheScreenAloneKeepsIt() {
        var version = started()
        #expect(version.next(data: 2, viewChanges: 0, sharingChanges: 0, moving: false) == 0)
        #expect(version.next(data: 7, viewChanges: 0, sharingChanges: 0, moving: false) == 0)
    }

    @Test func newDataWithAViewChangeSinceTheLastUpdateChangesIt() {
        var version = started()
        #expect(version.next(data: 2, viewChanges: 1, sharingChanges: 0, moving: false) == 1)
        // Counted from the last lifecycle update: a scroll, then new data
        // that changed no view, keeps it.
        #expect(version.next(data: 2, viewChanges: 4, sharingChanges: 0, moving: false) == 1)
        #expect(version.next(data: 3, viewChanges: 4, sharingChanges: 0, moving: false) == 1)
    }

    @Test func newDataWithOtherSharedIDsChangesIt() {
        var version = started()
        #expect(version.next(data: 2, viewChanges: 0, sharingChanges: 1, moving: false) == 1)
    }

    @Test func newDataAfterAnUpdateDuringAMoveChangesIt() {
        var version = started()
        // A move begins: nothing has moved yet.
        #expect(version.next(data: 2, viewChanges: 0, sharingChanges: 0, moving: true) == 0)
        // A step of the move, then its end: the last update saw it under way.
        #expect(version.next(data: 3, viewChanges: 0, sharingChanges: 0, moving: true) == 1)
        #expect(version.next(data: 4, viewChanges: 0, sharingChanges: 0, moving: false) == 2)
        #expect(version.next(data: 5, viewChanges: 0, sharingChanges: 0, moving: false) == 2)
    }
}
