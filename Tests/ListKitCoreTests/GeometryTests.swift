import ListKitCore
import Testing

/// Points, sizes and rectangles: axis access, overlap, insets.
@Suite struct GeometryTests {
    @Test func axesPickTheCoordinate() {
        var point = Point(x: 3, y: 4)
        #expect(point[.horizontal] == 3 && point[.vertical] == 4)
        point[.vertical] = 9
        #expect(point == Point(x: 3, y: 9))
        #expect(Axis.horizontal.orthogonal == .vertical && Axis.vertical.orthogonal == .horizontal)
        // Main extent along the axis, cross extent across it.
        #expect(Size(main: 10, cross: 2, along: .vertical) == Size(width: 2, height: 10))
        #expect(Size(main: 10, cross: 2, along: .horizontal)[.horizontal] == 10)
    }

    @Test func aRectangleEnclosesAnotherEdgesIncluded() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(a.encloses(a))
        #expect(a.encloses(Rect(x: 0, y: 50, width: 100, height: 0)))
        // One edge past on any side: not contained.
        #expect(!a.encloses(Rect(x: -0.5, y: 0, width: 10, height: 10)))
        #expect(!a.encloses(Rect(x: 0, y: -0.5, width: 10, height: 10)))
        #expect(!a.encloses(Rect(x: 90.5, y: 0, width: 10, height: 10)))
        #expect(!a.encloses(Rect(x: 0, y: 40.5, width: 10, height: 10)))
    }

    @Test func rectanglesOverlapOnlyInPositiveArea() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        // Touching along an edge is not an overlap.
        #expect(!a.intersects(Rect(x: 100, y: 0, width: 10, height: 10)))
        #expect(a.intersection(Rect(x: 0, y: 50, width: 10, height: 10)) == nil)
        #expect(a.intersection(Rect(x: 90, y: 40, width: 20, height: 20)) == Rect(x: 90, y: 40, width: 10, height: 10))
        // Open intervals overlap on both axes: a zero-width rectangle strictly
        // inside another intersects it (as CGRectIntersectsRect says), one on
        // its edge does not.
        #expect(a.intersects(Rect(x: 10, y: 10, width: 0, height: 5)))
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 0, height: 5)))
        #expect(a.area == 5_000 && a.maxX == 100 && a.maxY == 50 && a.midX == 50 && a.midY == 25)
        #expect(a.min(.vertical) == 0 && a.max(.horizontal) == 100)
    }

    @Test func insetsShrinkButNeverBelowZero() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(Rect(x: 10, y: 10, width: 100, height: 50).inset(by: insets) == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(Rect(x: 0, y: 0, width: 5, height: 3).inset(by: insets) == Rect(x: 2, y: 1, width: 0, height: 0))
        #expect(insets.start(.horizontal) == 2 && insets.end(.vertical) == 3 && insets.total(.horizontal) == 6)
        #expect(DirectionalEdgeInsets(all: 2).values == [2, 2, 2, 2])
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: -1, dy: 10) == Rect(x: 0, y: 12, width: 3, height: 4))
    }

    @Test func invalidNumbersNameTheirField() {
        #expect(throws: InvalidNumber(field: "velocity", value: .infinity, requirement: "finite")) {
            try InvalidNumber.requireFinite(.infinity, "velocity")
        }
        #expect(throws: InvalidNumber(field: "duration", value: -1, requirement: "finite and ≥ 0")) {
            try InvalidNumber.requireNonNegative(-1, "duration")
        }
        #expect(throws: InvalidNumber(field: "offset.y", value: -.infinity, requirement: "finite")) {
            try InvalidNumber.requireFinite(Point(x: 0, y: -.infinity), "offset")
        }
        #expect(throws: Never.self) { try InvalidNumber.requireNonNegative(0, "zero") }
    }
}

/// Rule 22: frames snap to the screen's pixels, halves away from zero.
@Suite struct PixelGridTests {
    @Test func lengthsSnapToWholePixels() {
        let grid = PixelGrid(scale: 3)
        // 87.75 pt = 263.25 px → 263 px = 87.666… pt.
        #expect(grid.snap(87.75) == 263.0 / 3)
        // Half a pixel rounds away from zero: 0.5 pt at scale 3 is 1.5 px → 2 px.
        #expect(grid.snap(0.5) == 2.0 / 3)
        #expect(grid.snap(-0.5) == -2.0 / 3)
        #expect(PixelGrid(scale: 2).snap(10.2) == 10)
        #expect(PixelGrid.points.snap(10.5) == 11)
    }

    @Test func aTieReachedByArithmeticStillRoundsAwayFromZero() {
        // Centring 20 pt on 61/3 pt: 61/6 − 10 = 1/6 pt, half a pixel at
        // scale 3, which floating point computes as 0.4999999999999982 px.
        let origin = 61.0 / 3 / 2 - 10
        #expect(origin * 3 < 0.5)
        #expect(PixelGrid(scale: 3).snap(origin) == 1.0 / 3)
        #expect(PixelGrid(scale: 3).snap(-origin) == -1.0 / 3)
        // Numbers near a tie but not on it still round to the nearest pixel.
        #expect(PixelGrid(scale: 3).snap(0.5 / 3 - 1e-6) == 0)
    }

    @Test func sizesAndRectanglesSnapEachNumber() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.snap(Size(width: 10.3, height: 0.2)) == Size(width: 10.5, height: 0))
        #expect(grid.snap(Rect(x: 0.26, y: 1.74, width: 3.1, height: 4.9)) == Rect(x: 0.5, y: 1.5, width: 3, height: 5))
    }

    @Test func unusableScalesSnapNothing() {
        #expect(PixelGrid(scale: 0).snap(1.234) == 1.234)
        #expect(PixelGrid(scale: -2).snap(1.234) == 1.234)
        #expect(PixelGrid(scale: .infinity).snap(1.234) == 1.234)
    }
}
