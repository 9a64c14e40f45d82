import ListKitCore
import ListKitEngine

/// What a section provider knows of the layout's surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment` protocol: a type of your own may adopt it,
/// for instance to hand a section a narrower container.
///
/// ```swift
/// struct Narrower: LayoutEnvironment {
///     var container: LayoutContainer
///     var traitCollection: TraitCollection
/// }
/// ```
public protocol LayoutEnvironment {
    /// The container sections are laid out in.
    var container: LayoutContainer { get }
    /// The display's traits.
    var traitCollection: TraitCollection { get }
}

/// The region sections are laid out in, as UIKit's
/// `NSCollectionLayoutContainer` protocol. ListKitEngine's `LayoutContainer`
/// value adopts it; so may a type of your own.
public protocol LayoutContainer {
    /// The size of the content region.
    var contentSize: Size { get }
    /// The content size less the effective insets.
    var effectiveContentSize: Size { get }
    /// The insets of the content region.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The display's traits, as UIKit's `UITraitCollection` (only what a
/// headless layout has).
public struct TraitCollection: Hashable, Sendable {
    /// Pixels per point.
    public var displayScale: Double

    /// Traits of a display with `displayScale` pixels per point.
    public init(displayScale: Double) {
        self.displayScale = displayScale
    }
}

extension ListKitEngine.LayoutContainer: LayoutContainer {}

/// The environment of a collection view's viewport, as the protocol sees it.
struct ViewportEnvironment: LayoutEnvironment {
    /// The engine's environment.
    let base: ListKitEngine.LayoutEnvironment

    var container: LayoutContainer { base.container }

    var traitCollection: TraitCollection { TraitCollection(displayScale: base.scale) }
}
