import ListKit

/// A fixed-size component for a flow layout's items (UIKit's delegate's
/// `sizeForItemAt`).
struct SizedComponent: Component, Equatable, Sendable {
    let id: Int
    let size: Size

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
    }

    func render(in content: ContentView) {}
}

/// A component standing for a test's custom content view, a row's or a
/// list header's (or the space SwiftUI leaves above a section): it
/// measures the height UIKit gave that content (its Auto Layout result, an
/// input here), full width, and draws nothing.
struct MeasuredComponent: SupplementaryComponent, Equatable, Sendable {
    let id: String
    let height: Double

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
    }

    func measure(proposed: Size) -> Size? { Size(width: proposed.width, height: height) }

    func render(in content: ContentView) {}
}
