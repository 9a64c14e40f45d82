import ListKitCore
import ListKitLifecycle

/// Who an element of a rendered layout is: the ids of its section and of its
/// component, as the caller's `Hashable` values, never as their text.
///
/// | element | ``sectionID`` | ``itemID`` | ``index`` |
/// | --- | --- | --- | --- |
/// | cell | the section's id | the component's id | `nil` |
/// | supplementary anchored to an item (badge) | the section's id | the item's component's id | `nil` |
/// | header, footer, decoration | the section's id | `nil` | its position among the section's boundary items or decorations |
/// | layout-wide header or footer | `nil` | `nil` | its position among the layout's boundary items |
///
/// The category and element kind are the ``ElementIdentity``'s, around this
/// id. Two ids are equal when their values are equal as `AnyHashable`
/// compares them: `"a/b"` in section `"c"` is never `"b"` in section
/// `"a/c"` (or anything else), and `1` is not `"1"`, whatever their text.
///
/// When a render has two sections with one id, or two components of a
/// section with one id (a render issue the renderer reports), the ids of
/// those sections' elements carry the section's position
/// (``sectionPosition``), or the item's (``itemPosition``), so that every
/// element is still tracked.
///
/// `@unchecked Sendable`: section and component ids are immutable values
/// (the DSL and documents erase them to `AnyHashable`), as
/// `ElementID.init(uncheckedSendable:)` requires.
public struct RenderedElementID: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The section's id; `nil` for a layout-wide header or footer.
    public let sectionID: AnyHashable?
    /// The component's id, for cells and supplementaries anchored to an item.
    public let itemID: AnyHashable?
    /// A header's, footer's or decoration's position among its section's (or
    /// the layout's) boundary items or decorations; `nil` for cells and
    /// supplementaries anchored to an item.
    public let index: Int?
    /// The section's position, only when another section of the render has the same id.
    public let sectionPosition: Int?
    /// The item's position, only when another component of the section has the same id.
    public let itemPosition: Int?

    /// Creates an id.
    public init(
        sectionID: AnyHashable?, itemID: AnyHashable? = nil, index: Int? = nil, sectionPosition: Int? = nil,
        itemPosition: Int? = nil
    ) {
        self.sectionID = sectionID
        self.itemID = itemID
        self.index = index
        self.sectionPosition = sectionPosition
        self.itemPosition = itemPosition
    }

    /// The rendered id inside a tracker's `ElementID`, or `nil` when the
    /// id was not made by a renderer.
    public init?(_ id: ElementID) {
        guard let rendered = id.base.base as? RenderedElementID else { return nil }
        self = rendered
    }

    /// This id as the tracker's `ElementID`.
    public var elementID: ElementID { ElementID(uncheckedSendable: AnyHashable(self)) }

    // MARK: Text, for output only

    /// The section's id as text (``text(of:)``), `nil` for a layout-wide element.
    public var sectionText: String? { sectionID.map(Self.text(of:)) }

    /// The component's id as text (``text(of:)``), `nil` when it has none.
    public var itemText: String? { itemID.map(Self.text(of:)) }

    /// An id value as output prints it: a `String` as it is, any other
    /// value as `String(describing:)`. The one place where an id becomes
    /// text; nothing compares this text.
    public static func text(of value: AnyHashable) -> String {
        if let string = value.base as? String { return string }
        return String(describing: value.base)
    }

    /// The section's and the component's ids as one readable text,
    /// `section/item` (only the section's for a header, footer or
    /// decoration, empty for a layout-wide element), each escaped as in
    /// ``name(kind:)``.
    public var path: String {
        [sectionText, itemText].compactMap { $0.map(Self.escaped) }.joined(separator: "/")
    }

    /// The readable name of the element of `kind` with this id, unambiguous:
    /// `section/item` for a cell, `section/item#kind` for a supplementary
    /// anchored to an item, `section#kind#index` for a header, footer or
    /// decoration, `layout#kind#index` for a layout-wide one; `@position`
    /// follows a shared id. In each id `\`, `/`, `#` and `@` are escaped with
    /// `\`, so two different ids never read the same (but for ids whose
    /// values differ while their text is equal, such as `1` and `"1"`).
    public func name(kind: String?) -> String {
        var text = sectionID.map { Self.escaped(Self.text(of: $0)) } ?? "layout"
        if let sectionPosition { text += "@\(sectionPosition)" }
        if let itemID {
            text += "/" + Self.escaped(Self.text(of: itemID))
            if let itemPosition { text += "@\(itemPosition)" }
            if let kind { text += "#" + Self.escaped(kind) }
        } else {
            text += "#" + Self.escaped(kind ?? "") + "#\(index ?? 0)"
        }
        return text
    }

    /// The name of a cell with this id (``name(kind:)`` without a kind).
    public var description: String { name(kind: nil) }

    /// `text` with `\`, `/`, `#` and `@` preceded by `\`.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "/" || $0 == "#" || $0 == "@" }) else { return text }
        var out = ""
        out.reserveCapacity(text.count + 4)
        for character in text {
            if character == "\\" || character == "/" || character == "#" || character == "@" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
