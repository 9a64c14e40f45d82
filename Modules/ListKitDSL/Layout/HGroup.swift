import ListKitCore

/// A group that lays its children out side by side, leading to trailing.
///
/// ```swift
/// HGroup(width: .fractionalWidth(1), height: .absolute(150)) {
///     ColorBoxComponent(color: .white, width: .fractionalWidth(0.5), height: .fractionalHeight(1))
///     VGroup(of: [0, 1], width: .fractionalWidth(0.5), height: .fractionalHeight(1)) { _ in … }
/// }
/// ```
public struct HGroup: GroupModifiers {
    /// Children follow the horizontal axis.
    public static let axis = Axis.horizontal
    /// What the group describes.
    public var definition: GroupDefinition

    /// Wraps a definition (the DSL's initialisers build it).
    public init(definition: GroupDefinition) {
        self.definition = definition
    }
}
