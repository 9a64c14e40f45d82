/// Why a ``ComponentRegistry`` could not register or make a component.
public enum ComponentRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No kind of this name is registered; `known` lists the registered ones, sorted.
    case unknownKind(String, known: [String])
    /// A kind of this name is registered already.
    case duplicateKind(String)
    /// A kind name that is empty.
    case emptyKindName

    /// One line, without a location (the caller adds the file or JSON path).
    public var description: String {
        switch self {
        case .unknownKind(let kind, let known):
            let list = known.count > 12 ? known.prefix(12).joined(separator: ", ") + ", …" : known.joined(separator: ", ")
            return "unknown component kind \"\(kind)\" (known: \(list))"
        case .duplicateKind(let kind):
            return "component kind \"\(kind)\" is registered already"
        case .emptyKindName:
            return "a component kind name must not be empty"
        }
    }
}
