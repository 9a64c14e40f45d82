import ListKitCore

/// A group that lays its children out stacked, top to bottom.
///
/// ```swift
/// VGroup(width: .fractionalWidth(1), height: .absolute(300)) {
///     ColorBoxComponent(color: .white, width: .fractionalWidth(1), height: .fractionalHeight(0.5))
///     HGroup(of: [0, 1], width: .fractionalWidth(1), height: .fractionalHeight(0.5)) { _ in … }
/// }
/// ```
public struct VGroup: GroupModifiers {
    /// Children follow the vertical axis.
    public static let axis = Axis.vertical
    /// What the group describes.
    public var definition: GroupDefinition

    /// Wraps a definition (the DSL's initialisers build it).
    public init(definition: GroupDefinition) {
        self.definition = definition
    }
}
