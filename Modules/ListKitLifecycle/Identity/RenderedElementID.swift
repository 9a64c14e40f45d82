import ListKitCore

/// The id a renderer gives an element of its layout: the ids of its section
/// and of its component, as the caller's `Hashable` values, never as their
/// text (`ComposeRenderer`'s `ElementIdentifier` makes them).
///
/// | element | ``sectionID`` | ``itemID`` | ``index`` |
/// | --- | --- | --- | --- |
/// | cell | the section's id | the component's id | `nil` |
/// | supplementary anchored to an item (badge) | the section's id | the item's component's id | `nil` |
/// | header, footer, decoration | the section's id | `nil` | its position among the section's boundary items or decorations |
/// | layout-wide header or footer | `nil` | `nil` | its position among the layout's boundary items |
///
/// The category and element kind are the ``ElementIdentity``'s, around this
/// id. Two ids are equal when their parts are, each compared as `ElementID`
/// compares values (of the same type, and equal): `"a/b"` in section `"c"`
/// is never `"b"` in section `"a/c"` (or anything else), and `1` is not
/// `"1"`, whatever their text.
///
/// When a render has two sections with one id, or two components of a
/// section with one id (a render issue the renderer reports), the ids of
/// those sections' elements carry the section's position
/// (``sectionPosition``), or the item's (``itemPosition``), so that every
/// element is still tracked.
public struct RenderedElementID: Hashable, Sendable, CustomStringConvertible {
    /// The parts, kept once and shared by every copy, with their hash
    /// worked out when the id is made: ids are compared far more often
    /// than made, and most comparisons end at the hash.
    final class Parts: Sendable {
        let section: ElementID?
        let item: ElementID?
        let index: Int?
        let sectionPosition: Int?
        let itemPosition: Int?
        let hash: Int

        init(section: ElementID?, item: ElementID?, index: Int?, sectionPosition: Int?, itemPosition: Int?) {
            self.section = section
            self.item = item
            self.index = index
            self.sectionPosition = sectionPosition
            self.itemPosition = itemPosition
            var hasher = Hasher()
            hasher.combine(section)
            hasher.combine(item)
            hasher.combine(index)
            hasher.combine(sectionPosition)
            hasher.combine(itemPosition)
            hash = hasher.finalize()
        }

        /// Whether these are the parts given, each compared as `ElementID` compares.
        func are(section: ElementID?, item: ElementID?, index: Int?, sectionPosition: Int?, itemPosition: Int?) -> Bool {
            self.index == index && self.item == item && self.section == section
                && self.sectionPosition == sectionPosition && self.itemPosition == itemPosition
        }

        func isEqual(to other: Parts) -> Bool {
            self === other
                || (hash == other.hash && are(
                    section: other.section, item: other.item, index: other.index,
                    sectionPosition: other.sectionPosition, itemPosition: other.itemPosition))
        }
    }

    let parts: Parts

    /// Creates an id from the caller's values (`String`s and `Int`s are
    /// kept as they are, any other value as `AnyHashable`: see `ElementID`).
    ///
    /// The values must be immutable and safe to share across concurrency
    /// domains (strings, numbers, value types), as the DSL's and documents'
    /// ids are.
    public init(
        sectionID: AnyHashable?, itemID: AnyHashable? = nil, index: Int? = nil, sectionPosition: Int? = nil,
        itemPosition: Int? = nil
    ) {
        self.init(
            section: sectionID.map(ElementID.init(uncheckedSendable:)), item: itemID.map(ElementID.init(uncheckedSendable:)),
            index: index, sectionPosition: sectionPosition, itemPosition: itemPosition)
    }

    /// Creates an id from ids already wrapped.
    public init(section: ElementID?, item: ElementID? = nil, index: Int? = nil, sectionPosition: Int? = nil, itemPosition: Int? = nil) {
        parts = Parts(section: section, item: item, index: index, sectionPosition: sectionPosition, itemPosition: itemPosition)
    }

    /// Whether this is the id those parts make (each compared as `ElementID`
    /// compares values): an id made for an element before its data changed
    /// can then serve it after, already hashed and compared by identity.
    public func hasParts(
        section: ElementID?, item: ElementID? = nil, index: Int? = nil, sectionPosition: Int? = nil, itemPosition: Int? = nil
    ) -> Bool {
        parts.are(section: section, item: item, index: index, sectionPosition: sectionPosition, itemPosition: itemPosition)
    }

    /// The rendered id inside a tracker's `ElementID`, or `nil` when the
    /// id is another value.
    public init?(_ id: ElementID) {
        guard case .rendered(let rendered) = id.storage else { return nil }
        self = rendered
    }

    /// This id as the tracker's `ElementID`.
    public var elementID: ElementID { ElementID(rendered: self) }

    /// The section's id; `nil` for a layout-wide header or footer.
    public var sectionID: AnyHashable? { parts.section?.base }
    /// The component's id, for cells and supplementaries anchored to an item.
    public var itemID: AnyHashable? { parts.item?.base }
    /// A header's, footer's or decoration's position among its section's (or
    /// the layout's) boundary items or decorations; `nil` for cells and
    /// supplementaries anchored to an item.
    public var index: Int? { parts.index }
    /// The section's position, only when another section of the render has the same id.
    public var sectionPosition: Int? { parts.sectionPosition }
    /// The item's position, only when another component of the section has the same id.
    public var itemPosition: Int? { parts.itemPosition }

    /// Whether both ids have equal parts, each compared as the value it is.
    public static func == (lhs: RenderedElementID, rhs: RenderedElementID) -> Bool {
        lhs.parts.isEqual(to: rhs.parts)
    }

    /// Hashes the parts' hash, worked out once.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(parts.hash)
    }

    // MARK: Text, for output only

    /// The section's id as text (``text(of:)``), `nil` for a layout-wide element.
    public var sectionText: String? { parts.section.map { Self.text(of: $0.base) } }

    /// The component's id as text (``text(of:)``), `nil` when it has none.
    public var itemText: String? { parts.item.map { Self.text(of: $0.base) } }

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
        var text = sectionText.map(Self.escaped) ?? "layout"
        if let sectionPosition { text += "@\(sectionPosition)" }
        if let itemText {
            text += "/" + Self.escaped(itemText)
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
