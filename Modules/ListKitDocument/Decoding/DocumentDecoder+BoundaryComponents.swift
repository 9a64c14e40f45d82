import ListKitJSON
/// The `"header"` and `"footer"` of a list or flow section.
extension DocumentDecoder {
    /// The keys of a section's `"header"` / `"footer"`.
    static let listSupplementaryKeys = ["component", "props"]

    /// What draws the header and the footer of the section `o` describes,
    /// in that order, for those it shows: the `"header"` / `"footer"` given
    /// (`{"component": KIND, "props": ANY}`), else a placeholder. A key
    /// given for a boundary item the section does not show is refused,
    /// naming `condition`.
    ///
    /// - Parameter shown: for `"header"` then `"footer"`: whether the
    ///   section shows it, and the condition under which the key is allowed.
    func boundaryComponents(
        of o: JSONObjectReader, shown: [(key: String, shows: Bool, condition: String)]
    ) throws(DocumentError) -> [DocumentComponent] {
        var components: [DocumentComponent] = []
        for (key, shows, condition) in shown {
            let given = o.field(key)
            guard shows else {
                if given != nil { throw DocumentError(at: o.path, .keyNotAllowed(key, condition: condition)) }
                continue
            }
            if let given {
                components.append(try component(given.object(allowed: Self.listSupplementaryKeys), elementKind: key))
            } else {
                components.append(.placeholder(elementKind: key))
            }
        }
        return components
    }
}
