import ListKitCore
import ListKitDSL
import ListKitEngine

extension ComposeRenderer {
    /// What VoiceOver reads on screen now, in its order
    /// (`HeadlessCollectionView.accessibilityOrder(in:describe:)`): one
    /// element per displayed component (or per child view of a component
    /// that reads its children), decorations and hidden components left out.
    public func accessibilityElements() -> [AccessibilityElement] {
        let reader = accessibilityReader()
        return collectionView.accessibilityOrder(describe: reader.node)
    }

    /// The reader of the renderer's elements, with its settings.
    func accessibilityReader() -> AccessibilityReader {
        AccessibilityReader(
            composed: dataSource.composed, collectionView: collectionView, dataSource: dataSource,
            identifier: identifier, screenBackground: accessibility.screenBackground, limits: accessibility.limits)
    }
}

/// How a renderer reads its screen for VoiceOver.
public struct AccessibilitySettings: Hashable, Sendable {
    /// The opaque colour behind every view, which texts' backgrounds are
    /// composited over (default white, UIKit's `systemBackground` in light mode).
    public var screenBackground: Color
    /// The bounds on what components declare.
    public var limits: AccessibilityLimits
    /// How many elements one focus move may pass over that have nothing to
    /// read before it gives up (default 256): the bound on the work of a
    /// move across empty content.
    public var maximumFocusSkips: Int

    /// Creates settings.
    public init(screenBackground: Color = .white, limits: AccessibilityLimits = .standard, maximumFocusSkips: Int = 256) {
        self.screenBackground = screenBackground
        self.limits = limits
        self.maximumFocusSkips = maximumFocusSkips
    }
}
