import ListKit
import ListKitDocument
import Testing

/// `visibleItemsInvalidationHandler`: called with UIKit's three arguments on
/// every layout, and what it sets is what the screen shows.
@Suite struct InvalidationHandlerTests {
    final class Calls: @unchecked Sendable {
        var offsets: [Point] = []
        var environments: [LayoutEnvironment] = []
    }

    /// The carousel of the issue: each item fades with its distance from
    /// the visible centre, down to half, and the nearest comes on top.
    static func carousel(_ calls: Calls) -> VisibleItemsInvalidationHandler {
        { items, offset, environment in
            calls.offsets.append(offset)
            calls.environments.append(environment)
            let centre = offset.x + environment.container.contentSize.width / 2
            items.forEach { item in
                let scale = max(0.5, 1 - abs(item.frame.midX - centre) / environment.container.contentSize.width)
                item.alpha = scale
                item.zIndex = Int(scale * 100)
                item.transform = AffineTransform(scaleX: scale, y: scale)
            }
        }
    }

    /// One orthogonal row of ten 200 × 100 boxes on a 375-pt-wide screen.
    func render(_ renderer: ComposeRenderer, _ calls: Calls) {
        renderer.render {
            Section(id: "carousel") {
                HGroup(of: Array(0..<10), width: .absolute(2000), height: .absolute(100)) {
                    ColorBox2Component(id: $0, color: .white, width: .absolute(200), height: .fractionalHeight(1))
                }
            }
            .orthogonalScrollingBehavior(.continuous)
            .visibleItemsInvalidationHandler(Self.carousel(calls))
        }
    }

    func cell(_ renderer: ComposeRenderer, _ item: Int) throws -> CollectionViewCell {
        try #require(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: item)))
    }

    @Test func aCarouselScalesItemsByTheirDistanceFromTheCentre() throws {
        let calls = Calls()
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        render(renderer, calls)
        // At offset 0 the centre is 187.5: item 0 (0 … 200, mid 100) is 87.5
        // away, item 1 (mid 300) 112.5.
        let zero = try cell(renderer, 0), one = try cell(renderer, 1)
        #expect(zero.alpha == 1 - 87.5 / 375)
        #expect(zero.zIndex == 76)
        #expect(one.alpha == 0.7 && one.zIndex == 70)
        #expect(one.transform == AffineTransform(a: 0.7, b: 0, c: 0, d: 0.7, tx: 0, ty: 0))
        #expect(zero.transform.a == Float(1 - 87.5 / 375))
        #expect(zero.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(calls.offsets.last == .zero)
        #expect(calls.environments.last == LayoutEnvironment(viewport: Viewport(size: Size(width: 375, height: 812), scale: 3)))

        // Scrolled by 100: the handler gets the section's offset and the
        // unscrolled frames, as in UIKit. The centre is at 287.5: item 1
        // (mid 300) is 12.5 away; item 0 and item 2 (mid 500) are at the floor, 0.5.
        var appeared: [LifecycleEvent] = []
        renderer.onLifecycleEvent = { if $0.kind == .willDisplay { appeared.append($0) } }
        renderer.scrollOrthogonally(section: 0, to: Point(x: 100, y: 0))
        #expect(calls.offsets.last == Point(x: 100, y: 0))
        #expect(try cell(renderer, 1).alpha == 1 - 12.5 / 375)
        #expect(try cell(renderer, 0).alpha == 0.5)
        #expect(try cell(renderer, 0).transform == AffineTransform(scaleX: 0.5, y: 0.5))
        #expect(try cell(renderer, 2).alpha == 0.5)
        // Frames on screen are the scrolled ones.
        #expect(try cell(renderer, 1).frame == Rect(x: 100, y: 0, width: 200, height: 100))
        // The lifecycle sees what the screen shows.
        #expect(appeared.map(\.attributes.indexPath.item) == [2])
        #expect(appeared.first?.attributes.alpha == 0.5)
    }

    /// UIKit's visible items are objects: setting `center` moves the frame,
    /// `bounds` is the size at the origin, and the identity is read-only.
    @Test func visibleItemsMoveByTheirCentre() throws {
        let renderer = ComposeRenderer(dataSource: PlainDataSource(), viewport: Viewport(size: Size(width: 375, height: 812), scale: 3))
        final class Seen: @unchecked Sendable { var items: [String] = [] }
        let seen = Seen()
        renderer.render {
            Section(id: "list") {
                VGroup(of: [0, 1], width: .fractionalWidth(1), height: .absolute(88)) {
                    ColorBox2Component(id: $0, color: .white, width: .fractionalWidth(1), height: .absolute(44))
                }
            }
            .visibleItemsInvalidationHandler { items, _, _ in
                seen.items = items.map { "\($0.representedElementCategory) \($0.indexPath.item) \($0.bounds)" }
                // Row 1 (0, 44, 375 × 44; centre 187.5, 66) moves 10 right and 6 down.
                items.last?.center = Point(x: 197.5, y: 72)
            }
        }
        #expect(seen.items == ["cell 0 (0.0, 0.0, 375.0 × 44.0)", "cell 1 (0.0, 0.0, 375.0 × 44.0)"])
        #expect(try cell(renderer, 1).frame == Rect(x: 10, y: 50, width: 375, height: 44))
        #expect(try cell(renderer, 0).frame == Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func layoutOutputShowsTheAppearance() {
        var element = LayoutAttributes(category: .cell, indexPath: ElementIndexPath(section: 0, item: 0), frame: .zero)
        #expect(LayoutOutput.appearanceFields(of: element).isEmpty)
        element.alpha = 0.5
        #expect(LayoutOutput.appearanceFields(of: element).map { "\($0.0)=\($0.1)" } == ["alpha=0.5"])
        element.transform = AffineTransform(translationX: 10, y: -4.25)
        #expect(LayoutOutput.appearanceFields(of: element).map { "\($0.0)=\($0.1)" }
            == ["alpha=0.5", "transform=[1,0,0,1,10,-4.25]"])
        element.alpha = 1
        element.transform = AffineTransform(scaleX: 0.75, y: 0.75)
        #expect(LayoutOutput.appearanceFields(of: element).map { "\($0.0)=\($0.1)" } == ["transform=[0.75,0,0,0.75,0,0]"])
    }
}
