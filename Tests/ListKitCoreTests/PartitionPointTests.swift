import ListKitCore
import Testing

/// The one binary search (`Range.partitionPoint(where:)`) and the rectangle
/// helpers every module shares.
@Suite struct PartitionPointTests {
    @Test func findsTheFirstValuePastThePartition() {
        let sorted = [2, 3, 5, 5, 8]
        #expect((0..<5).partitionPoint { sorted[$0] >= 5 } == 2)
        #expect((0..<5).partitionPoint { sorted[$0] > 5 } == 4)
        // None past: the upper bound; all past: the lower bound.
        #expect((0..<5).partitionPoint { sorted[$0] > 8 } == 5)
        #expect((0..<5).partitionPoint { sorted[$0] >= 2 } == 0)
        // A range that does not start at 0, and an empty one.
        #expect((3..<5).partitionPoint { sorted[$0] >= 5 } == 3)
        #expect((7..<7).partitionPoint { _ in true } == 7)
        // Each value of a range of 1…6 as the flip.
        for flip in 10...16 {
            #expect((10..<16).partitionPoint { $0 >= flip } == flip)
        }
    }

    @Test func aRectContainsItsMinimumEdgesNotItsMaximumOnes() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.999, y: 30)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(.zero))
    }

    @Test func theUnionHoldsBoth() {
        let a = Rect(x: 10, y: 20, width: 30, height: 40)
        let b = Rect(x: -5, y: 50, width: 10, height: 100)
        #expect(a.union(b) == Rect(x: -5, y: 20, width: 45, height: 130))
        #expect(a.union(a) == a)
    }
}
