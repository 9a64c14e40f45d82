import Foundation
import ListKitCore
import Testing
@testable import ListKitLifecycle

/// Ids of `Int`s and index paths, which the tracker compares as plain
/// integers, and ids of strings and other values, which it compares whole.
@Suite struct PlainIdentityTests {
    let list = FakeLayout.list(rows: 100)

    /// A key of some other type, boxed by `ElementID`.
    struct Key: Hashable, Sendable {
        let a: Int
    }

    @Test func idsOfDifferentKindsOfValueDifferEvenWithTheSameNumbers() {
        #expect(ElementID(1) != ElementID(ElementIndexPath(section: 1, item: 0)))
        #expect(ElementID("1") != ElementID(1))
        #expect(ElementID(0) != ElementID(""))
        #expect(ElementID(7) == 7)
        #expect(ElementID(uncheckedSendable: AnyHashable(7)) == ElementID(7))
        #expect(ElementID(uncheckedSendable: AnyHashable("n1")) == "n1")
        #expect(ElementID(Key(a: 1)) == ElementID(Key(a: 1)))
        #expect(ElementID(Key(a: 1)) != ElementID(Key(a: 2)))
        #expect(ElementID(Key(a: 1)).hashValue == ElementID(Key(a: 1)).hashValue)
        #expect(Set([ElementID(1), ElementID(ElementIndexPath(section: 1, item: 0)), "1", 1]).count == 3)
    }

    @Test func anIDWrappedAgainIsTheSameID() {
        // An `ElementID` given to `init(_:)` is taken as it is, not boxed.
        #expect(ElementID(ElementID("a")) == ElementID("a"))
        #expect(ElementID(ElementID(7)) == 7)
        #expect(ElementID(ElementID(Key(a: 1))) == ElementID(Key(a: 1)))
        #expect(ElementID(ElementID("a")).hashValue == ElementID("a").hashValue)
    }

    @Test func aRenderedIDHasThePartsThatMakeAnEqualID() {
        let id = RenderedElementID(section: "s", item: 7, sectionPosition: 2, itemPosition: 3)
        #expect(id.hasParts(section: "s", item: 7, sectionPosition: 2, itemPosition: 3))
        // Each part differing, and `7` against `"7"`.
        #expect(!id.hasParts(section: "t", item: 7, sectionPosition: 2, itemPosition: 3))
        #expect(!id.hasParts(section: "s", item: "7", sectionPosition: 2, itemPosition: 3))
        #expect(!id.hasParts(section: "s", item: nil, sectionPosition: 2, itemPosition: 3))
        #expect(!id.hasParts(section: "s", item: 7, index: 0, sectionPosition: 2, itemPosition: 3))
        #expect(!id.hasParts(section: "s", item: 7, sectionPosition: nil, itemPosition: 3))
        #expect(!id.hasParts(section: "s", item: 7, sectionPosition: 2, itemPosition: 4))
        #expect(!id.hasParts(section: nil, item: 7, sectionPosition: 2, itemPosition: 3))
        let header = RenderedElementID(section: "s", index: 1)
        #expect(header.hasParts(section: "s", index: 1))
        #expect(!header.hasParts(section: "s", index: 0))
    }

    /// A value whose `AnyHashable` form is its name (as Foundation's
    /// bridged types have one of their own).
    struct Alias: Hashable, _HasCustomAnyHashableRepresentation {
        let name: String
        func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(name) }
    }

    /// The id of `value` made from its type and made from `AnyHashable(value)`.
    func typedAndErased<Value: Hashable>(_ value: Value) -> (typed: ElementID, erased: ElementID) {
        (ElementID(uncheckedSendableValue: value), ElementID(uncheckedSendable: AnyHashable(value)))
    }

    @Test func anIDMadeFromItsTypeIsTheIDMadeFromItsAnyHashable() {
        let path = ElementIndexPath(section: 1, item: 2)
        let cases = [
            typedAndErased(7), typedAndErased("n1"), typedAndErased(path), typedAndErased(Key(a: 3)),
            typedAndErased(Int8(7)), typedAndErased(UInt(7)), typedAndErased(7.0),
            typedAndErased(AnyHashable(7)), typedAndErased(AnyHashable("n1")), typedAndErased(AnyHashable(Key(a: 3))),
            typedAndErased(RenderedElementID(sectionID: "s", itemID: 4)), typedAndErased(NSString(string: "n1")),
            typedAndErased(NSNumber(value: 7)), typedAndErased("n1".dropFirst()),
            typedAndErased(Alias(name: "n1")), typedAndErased(AnyHashable(Int8(7))), typedAndErased(AnyHashable(Alias(name: "n1"))),
        ]
        for (typed, erased) in cases {
            #expect(typed == erased)
            #expect(typed.hashValue == erased.hashValue)
            #expect(typed.base == erased.base)
        }
        // Strings, integers and index paths are held as themselves.
        #expect(ElementID(uncheckedSendableValue: Alias(name: "n1")) == ElementID("n1"))
        #expect(ElementID(uncheckedSendableValue: 7) == ElementID(7))
        #expect(ElementID(uncheckedSendableValue: "n1") == ElementID("n1"))
        #expect(ElementID(uncheckedSendableValue: path) == ElementID(path))
        #expect(ElementID(uncheckedSendableValue: 7) != ElementID(uncheckedSendableValue: "7"))
        #expect(ElementID(uncheckedSendableValue: Key(a: 3)) != ElementID(uncheckedSendableValue: Key(a: 4)))
    }

    @Test func idsGiveBackTheirValue() {
        let path = ElementIndexPath(section: 2, item: 3)
        #expect(ElementID(path).base == AnyHashable(path))
        #expect(ElementID(42).base == AnyHashable(42))
        #expect(ElementID("n15").base == AnyHashable("n15"))
        #expect(ElementID(Key(a: 5)).base == AnyHashable(Key(a: 5)))
        #expect(ElementID(path).description == "[2, 3]")
        #expect(ElementID(42).description == "42")
        #expect(ElementID(Key(a: 5)).description == "Key(a: 5)")
    }

    @Test func integerIdsFollowTheScrollAndADuplicateIsReported() throws {
        var tracker = LifecycleTracker()
        let tens: (LayoutAttributes) -> ElementID? = { ElementID($0.indexPath.item * 10) }
        _ = try tracker.update(viewport(y: 0), at: 0, source: list, identify: tens)
        // Rows 0-3 at y = 0; at y = 50 row 0 leaves and row 4 (200-250) comes in whole.
        #expect(lines(try tracker.update(viewport(y: 50), at: 10, source: list, identify: tens)) == [
            "didEndDisplay cell 0 0.0", "willDisplay cell 40 1.0",
        ])
        // Row 3 claims row 1's id: row 1 keeps its record, row 3 is the duplicate.
        let clash: (LayoutAttributes) -> ElementID? = { ElementID($0.indexPath.item == 3 ? 10 : $0.indexPath.item * 10) }
        #expect(throws: LifecycleError.duplicateIdentity(
            .cell(10), first: ElementIndexPath(section: 0, item: 1), second: ElementIndexPath(section: 0, item: 3))
        ) {
            _ = try tracker.update(viewport(y: 50), at: 20, source: list, identify: clash)
        }
        #expect(tracker.lastUpdateTime == 10)
        #expect(tracker.displayedElements.map(\.identity) == [.cell(10), .cell(20), .cell(30), .cell(40)])
        #expect(try tracker.update(viewport(y: 50), at: 20, source: list, identify: tens).isEmpty)
    }

    @Test func anIndexPathThatLeavesAndComesBackBeginsAFreshDisplay() throws {
        var tracker = LifecycleTracker()
        let first = ElementIdentity.cell(ElementID(ElementIndexPath(section: 0, item: 0)))
        _ = try tracker.update(viewport(y: 0), at: 0, source: list, identify: ElementID.indexPath(of:))
        // At y = 200 rows 4-7 replace rows 0-3.
        let away = try tracker.update(viewport(y: 200), at: 10, source: list, identify: ElementID.indexPath(of:))
        #expect(away.filter { $0.kind == .didEndDisplay }.count == 4)
        #expect(away.filter { $0.kind == .willDisplay }.count == 4)
        #expect(!tracker.isDisplayed(first))
        let back = try tracker.update(viewport(y: 0), at: 20, source: list, identify: ElementID.indexPath(of:))
        #expect(back.first { $0.identity == first }?.kind == .willDisplay)
        #expect(tracker.displayedElement(first)?.displayedSince == 20)
    }

    @Test func aStringIdReplacedInPlaceEndsTheOldElementAndBeginsTheNew() throws {
        var tracker = LifecycleTracker()
        _ = try tracker.update(viewport(y: 0), at: 0, list)
        var renamed = list
        renamed.sections[0].items[1] = "x"
        // Same place, same category and kind, another string.
        #expect(lines(try tracker.update(viewport(y: 0), at: 10, renamed)) == [
            "didEndDisplay cell r1 0.0", "willDisplay cell x 1.0",
        ])
        #expect(tracker.displayedElement(.cell("x"))?.displayedSince == 10)
    }

    @Test func aDisplayOnlyElementsRatioIsTheOneOfTheLastUpdate() throws {
        var tracker = LifecycleTracker()
        // Viewport 25-225: row 0 (0-50) and row 4 (200-250) are half inside.
        _ = try tracker.update(viewport(y: 25), at: 0, list)
        #expect(tracker.displayedElement(.cell("r0"))?.visibleRatio == 0.5)
        #expect(tracker.displayedElement(.cell("r4"))?.visibleRatio == 0.5)
        // Viewport 40-240: 10 of row 0's 50 pt, 40 of row 4's.
        #expect(try tracker.update(viewport(y: 40), at: 10, list).isEmpty)
        #expect(tracker.displayedElement(.cell("r0"))?.visibleRatio == 0.2)
        #expect(tracker.displayedElement(.cell("r4"))?.visibleRatio == 0.8)
        #expect(tracker.displayedElements.map(\.visibleRatio) == [0.2, 1, 1, 1, 0.8])
    }
}
