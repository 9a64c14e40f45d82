import ListKitDocument

/// Builders for small documents that differ from a valid one in one place.
enum Docs {
    static let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
    static let item = #"{"item": {"size": \#(size)}}"#
    static let group = #"{"axis": "horizontal", "size": \#(size), "subitems": [\#(item)]}"#

    /// A document with the given sections (JSON array elements).
    static func document(sections: String, viewport: String = #"{"width": 375, "height": 812}"#, extra: String = "") -> String {
        #"{"format": 1, "viewport": \#(viewport), \#(extra)"sections": [\#(sections)]}"#
    }

    /// A document with one section "news" whose members after `id` are `body`.
    static func section(_ body: String) -> String {
        document(sections: #"{"id": "news", \#(body)}"#)
    }

    /// A document whose one section has the group `group` and 3 items.
    static func group(_ group: String) -> String {
        section(#""group": \#(group), "itemCount": 3"#)
    }

    /// A document whose one section's group has the single item `item`.
    static func item(_ item: String) -> String {
        Docs.group(#"{"axis": "horizontal", "size": \#(size), "subitems": [{"item": \#(item)}]}"#)
    }

    /// The message of the error decoding `text` throws, or nil when it decodes.
    static func error(_ text: String) -> String? {
        do {
            _ = try LayoutDocument(text: text)
            return nil
        } catch {
            return error.description
        }
    }
}
