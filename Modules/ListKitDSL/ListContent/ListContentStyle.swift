import ListKitEngine

/// The appearance of a ``ListRow``, after the content configurations of
/// UIKit's `UIListContentConfiguration` (`cell()`, `subtitleCell()`,
/// `valueCell()`, `header()`, `footer()`).
public enum ListContentStyle: String, Hashable, Sendable, CaseIterable {
    /// Text, and secondary text below it when given.
    case cell
    /// Text with secondary text below it.
    case subtitleCell
    /// Text at the leading edge, secondary text at the trailing edge.
    case valueCell
    /// A section header's small secondary text, just above the rows.
    case header
    /// A section footer's small secondary text, just below the rows.
    case footer

    /// The part of a list this style is for, whose content margins it is
    /// drawn within.
    public var element: ListElement {
        switch self {
        case .cell, .subtitleCell, .valueCell: .row
        case .header: .header
        case .footer: .footer
        }
    }
}

/// A control or mark at a row's trailing edge, like UIKit's
/// `UICellAccessory`. A row draws its accessories in order, the last one at
/// its trailing margin.
public enum ListAccessory: Hashable, Sendable {
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A checkmark: the row is chosen.
    case checkmark
    /// An info button: the row has details.
    case detail
    /// A switch, on or off, drawn as its shape.
    case toggle(isOn: Bool)

    /// The accessories' names in a layout document (`"accessories"`), in the
    /// order of the cases; `"toggle"` is the switch, off unless the row's
    /// `"isOn"` is true.
    public static let names = ["disclosureIndicator", "checkmark", "detail", "toggle"]

    /// The accessory a document names `name` (one of ``names``), a toggle
    /// in state `isOn`; `nil` for another name.
    public static func named(_ name: String, isOn: Bool) -> ListAccessory? {
        switch name {
        case names[0]: .disclosureIndicator
        case names[1]: .checkmark
        case names[2]: .detail
        case names[3]: .toggle(isOn: isOn)
        default: nil
        }
    }
}
