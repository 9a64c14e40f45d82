import ListKitEngine

/// Called with a row's item index and the section's separator settings;
/// returns the row's own (UIKit's `itemSeparatorHandler`).
public typealias ListItemSeparatorHandler = (_ item: Int, _ separator: ListItemSeparator) -> ListItemSeparator

/// What makes a ``GroupDefinition`` the rows of a ``List``: the list's
/// configuration and its item separator handler.
public struct ListDefinition {
    /// The list's settings.
    public var configuration: ListConfiguration
    /// Each row's own separator settings, asked when the section is compiled.
    public var itemSeparatorHandler: ListItemSeparatorHandler?

    /// Creates a list definition (default: a plain list).
    public init(
        configuration: ListConfiguration = ListConfiguration(appearance: .plain),
        itemSeparatorHandler: ListItemSeparatorHandler? = nil
    ) {
        self.configuration = configuration
        self.itemSeparatorHandler = itemSeparatorHandler
    }

    /// The configuration with the handler's answer for each of `itemCount`
    /// rows kept where it differs from the section's settings.
    func resolvedConfiguration(itemCount: Int) -> ListConfiguration {
        var resolved = configuration
        guard let itemSeparatorHandler else { return resolved }
        for item in 0..<itemCount {
            let base = configuration.itemSeparators[item] ?? ListItemSeparator()
            let answer = itemSeparatorHandler(item, base)
            if answer != ListItemSeparator() { resolved.itemSeparators[item] = answer } else {
                resolved.itemSeparators[item] = nil
            }
        }
        return resolved
    }
}
