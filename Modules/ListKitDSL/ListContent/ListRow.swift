import ListKitCore
import ListKitEngine

/// A list row drawn as UIKit draws a list cell's content configuration
/// (`UIListContentConfiguration`): text and secondary text in the system
/// fonts and colours of its ``ListContentStyle``, an optional image, and
/// accessories at its trailing edge, all within its content's layout
/// margins, which a list section sets to the list's margins (so its text
/// starts where the row's separator does).
///
/// ```swift
/// Section(id: "settings") {
///     List {
///         ListRow(id: "wifi", text: "Wi-Fi", secondaryText: "Home", style: .valueCell,
///                 image: "wifi", accessories: [.disclosureIndicator])
///         ListRow(id: "airplane", text: "Airplane Mode", accessories: [.toggle(isOn: false)])
///     }
///     .listAppearance(.insetGrouped)
/// }
/// ```
///
/// In a layout document it is the built-in kind `listRow`
/// (`"component": "listRow"`, props in ``BuiltInComponent``).
public struct ListRow: Component, Equatable, Sendable {
    /// The row's id.
    public var id: String
    /// The text.
    public var text: String
    /// The secondary text, if any (below the text, or at the trailing edge
    /// of a `valueCell`).
    public var secondaryText: String?
    /// The appearance.
    public var style: ListContentStyle
    /// The name of an image drawn before the text, if any.
    public var image: String?
    /// The accessories, leading to trailing.
    public var accessories: [ListAccessory]
    /// The numbers and colours it draws with.
    public var metrics: ListContentMetrics

    /// Creates a row.
    public init(
        id: String, text: String, secondaryText: String? = nil, style: ListContentStyle = .cell,
        image: String? = nil, accessories: [ListAccessory] = [], metrics: ListContentMetrics = .uiKit
    ) {
        self.id = id
        self.text = text
        self.secondaryText = secondaryText
        self.style = style
        self.image = image
        self.accessories = accessories
        self.metrics = metrics
    }

    /// Full width, with an estimated height that ``measure(proposed:)``
    /// replaces (a list section sizes its rows itself).
    public func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.minimumRowHeight))
    }

    /// The proposed width, and the height of its text between UIKit's
    /// vertical content margins for its style (`ListMetrics.uiKit`); a
    /// row is at least ``ListContentMetrics/minimumRowHeight`` tall.
    public func measure(proposed: Size) -> Size? {
        let margins = ListMetrics.uiKit.contentMargins(of: style.element, screenWidth: proposed.width)
        let height = margins.top + textHeight + margins.bottom
        let least = style.element == .row ? metrics.minimumRowHeight : 0
        return Size(width: proposed.width, height: Swift.max(least, height))
    }

    /// How many of the row's lines are drawn one above the other.
    var stacksSecondaryText: Bool {
        secondaryText != nil && (style == .cell || style == .subtitleCell)
    }

    /// The height of the text block: one line, or two with the padding between.
    var textHeight: Double {
        switch style {
        case .header, .footer: return metrics.headerFooterText.lineHeight
        case .valueCell: return Swift.max(metrics.text.lineHeight, metrics.valueText.lineHeight)
        case .cell, .subtitleCell:
            guard stacksSecondaryText else { return metrics.text.lineHeight }
            return metrics.text.lineHeight + metrics.textToSecondaryTextPadding + metrics.secondaryText.lineHeight
        }
    }
}

extension ListRow {
    /// The row a layout document's `listRow` props describe (see
    /// ``BuiltInComponent``); a missing or unknown value takes its default
    /// (documents are checked against the kind's props before this).
    public init(id: String, props: ComponentProps) {
        let style = props.string("style").flatMap(ListContentStyle.init(rawValue:)) ?? .cell
        let isOn = props.bool("isOn") ?? false
        let names = props.value["accessories"]?.arrayValue ?? []
        let accessories = names.compactMap { $0.stringValue.flatMap { ListAccessory.named($0, isOn: isOn) } }
        self.init(
            id: id, text: props.string("text") ?? "", secondaryText: props.string("secondaryText"), style: style,
            image: props.string("image"), accessories: accessories)
    }
}
