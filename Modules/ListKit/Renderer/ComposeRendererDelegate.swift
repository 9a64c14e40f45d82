import ListKitCore
import ListKitDSL

/// Hears what happens to a renderer's components: selection by tap.
public protocol ComposeRendererDelegate: AnyObject {
    /// The component at `indexPath` was selected.
    func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath)
}

extension ComposeRendererDelegate {
    /// Does nothing.
    public func renderer(_ renderer: ComposeRenderer, didSelect component: AnyComponent, at indexPath: ElementIndexPath) {}
}
