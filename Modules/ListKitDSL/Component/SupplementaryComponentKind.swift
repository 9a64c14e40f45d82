/// The kind of a supplementary component, named as the seed's example
/// repository names it; ``SupplementaryComponent/elementKind`` is the same
/// thing as a string.
///
/// A component names one or the other: `var kind: SupplementaryComponentKind
/// { .footer }` and `var elementKind: String { "footer" }` are equivalent.
public enum SupplementaryComponentKind: Hashable, Sendable {
    /// A section or layout header: element kind `"header"`.
    case header
    /// A section or layout footer: element kind `"footer"`.
    case footer
    /// A background: element kind `"background"`.
    case background
    /// Any other kind: the element kind is `name` itself.
    case custom(name: String)

    /// The element kind this names.
    public var elementKind: String {
        switch self {
        case .header: "header"
        case .footer: "footer"
        case .background: "background"
        case .custom(let name): name
        }
    }

    /// The kind that names `elementKind`: one of the named cases when it is
    /// theirs, `.custom(name: elementKind)` otherwise.
    public init(elementKind: String) {
        switch elementKind {
        case "header": self = .header
        case "footer": self = .footer
        case "background": self = .background
        default: self = .custom(name: elementKind)
        }
    }
}
