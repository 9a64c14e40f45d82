import ListKitCore
import ListKitEngine
import Testing

/// The layout environment a visible-items handler receives describes the
/// collection view as UIKit's `NSCollectionLayoutEnvironment` does.
@Suite struct LayoutEnvironmentTests {
    /// An iPhone-sized view with a 47-pt top and 34-pt bottom safe area:
    /// content 375 × 812, insets (47, 0, 34, 0), effective 375 × (812 − 81) = 731.
    @Test func theContainerOfAViewWithASafeArea() {
        let viewport = Viewport(
            size: Size(width: 375, height: 812),
            contentInset: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), scale: 3)
        let environment = LayoutEnvironment(viewport: viewport)
        #expect(environment.container.contentSize == Size(width: 375, height: 812))
        #expect(environment.container.contentInsets == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(environment.container.effectiveContentSize == Size(width: 375, height: 731))
        #expect(environment.container.effectiveContentInsets == environment.container.contentInsets)
        #expect(environment.scale == 3)
    }

    /// Insets larger than the view leave no room, never a negative size.
    @Test func insetsLargerThanTheViewLeaveZero() {
        let container = LayoutContainer(
            contentSize: Size(width: 100, height: 50),
            contentInsets: DirectionalEdgeInsets(top: 40, leading: 60, bottom: 40, trailing: 60))
        #expect(container.effectiveContentSize == Size(width: 0, height: 0))
    }
}
