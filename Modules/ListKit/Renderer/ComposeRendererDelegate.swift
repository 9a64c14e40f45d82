import ListKitCore
import ListKitDSL

/// Hears what happens to a renderer's components: selection by tap, items
/// appearing and disappearing, and the end of the list. Every method is
/// optional.
public protocol ComposeRendererDelegate: AnyObject {
    /// The component at `indexPath` was selected.
    func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath)

    /// The item's component at `indexPath` began to be displayed (after the
    /// component heard `willDisplay(content:)`).
    func renderer(_ renderer: ComposeRenderer, willDisplay component: AnyComponent, at indexPath: ElementIndexPath)

    /// The item's component that was at `indexPath` stopped being displayed.
    func renderer(_ renderer: ComposeRenderer, didEndDisplay component: AnyComponent, at indexPath: ElementIndexPath)

    /// The last item of the last non-empty section appeared: the place to
    /// load the next page (as ``ComposeRenderer/onReachEnd``).
    func rendererDidReachEnd(_ renderer: ComposeRenderer)
}

extension ComposeRendererDelegate {
    /// Does nothing.
    public func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func renderer(_ renderer: ComposeRenderer, willDisplay component: AnyComponent, at indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func renderer(_ renderer: ComposeRenderer, didEndDisplay component: AnyComponent, at indexPath: ElementIndexPath) {}

    /// Does nothing.
    public func rendererDidReachEnd(_ renderer: ComposeRenderer) {}
}
