import ListKitEngine

/// How a value of a protocol (``LayoutItem``, ``LayoutGroup``, …) becomes
/// the engine's model: follow its `layout…` property until a built-in type
/// answers. A type of your own that leads back to itself never does; after
/// `stepLimit` steps it is given up (no model) instead of looping forever.
enum Resolution {
    /// Steps followed before giving up: far more than nested custom types
    /// need (each step is one type describing itself with another).
    static let stepLimit = 64

    /// The model `built` finds on `start` or on what `next` leads to, or
    /// `nil`: `built` answers `nil` for a value that is not built in, and
    /// `.some(nil)` for a built-in value that holds no model.
    static func follow<Value, Model>(_ start: Value, next: (Value) -> Value, built: (Value) -> Model??) -> Model? {
        var current = start
        for _ in 0..<stepLimit {
            if let found = built(current) { return found }
            current = next(current)
        }
        return nil
    }
}

/// A built-in item or group: it knows its element.
protocol BuiltItem: LayoutItem {
    /// The engine's element, or `nil` for one that never resolved.
    var builtElement: LayoutElement? { get }
}

/// A built-in group: it knows its model.
protocol BuiltGroup: LayoutGroup, BuiltItem {
    /// The engine's group, or `nil` for one that never resolved.
    var builtGroup: ListKitEngine.LayoutGroup? { get }
}

extension BuiltGroup {
    var builtElement: LayoutElement? { builtGroup.map { .group($0) } }
}

/// An item or group a modifier returned: the element as modified.
struct BuiltElement: BuiltItem {
    let builtElement: LayoutElement?

    init(_ element: LayoutElement?) {
        builtElement = element
    }

    var layoutItem: LayoutItem { self }
}

/// A group a modifier returned: the model as modified.
struct BuiltModelGroup: BuiltGroup {
    let builtGroup: ListKitEngine.LayoutGroup?

    init(_ group: ListKitEngine.LayoutGroup?) {
        builtGroup = group
    }

    var layoutGroup: LayoutGroup { self }
}
