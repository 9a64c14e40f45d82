import ListKitCore

/// The components of the built-in kinds, and the placeholder of a
/// supplementary or decoration that names no component.
///
/// | kind | draws | props |
/// | --- | --- | --- |
/// | `box` | its frame filled | `color` (`#RRGGBB[AA]`, default `#D1D1D6`) |
/// | `label` | one line of text within its content's layout margins, centred down them | `text`, `fontSize` (1 to 1,000; default 17), `color` (default black), `alignment` (`leading`, `center`, `trailing`; default `leading`) |
/// | `badge` | a pill of its colour filling its frame, its text centred on it | `text`, `color` (default `#FF3B30`) |
/// | `background` | its frame filled | `color` (default `#F2F2F7`) |
/// | `listRow` | a list row as UIKit draws a list content configuration (``ListRow``) | `text`, `secondaryText`, `style` (``ListContentStyle``'s names; default `cell`), `image` (a name), `accessories` (an array of ``ListAccessory/names``), `isOn` (the toggle's state; default false) |
/// | placeholder | nothing (a picture outlines it) | any, unread |
///
/// A missing prop takes its default. In a layout document, a key a kind
/// does not list or a value of the wrong type is an error at its JSON path
/// (each kind's ``Kind/props``).
public struct BuiltInComponent: Component, Equatable, Sendable {
    /// The built-in kinds.
    public enum Kind: String, CaseIterable, Sendable {
        /// A filled rectangle.
        case box
        /// A line of text.
        case label
        /// A small filled rectangle with text.
        case badge
        /// A section's background.
        case background
        /// A list row (``ListRow``).
        case listRow
        /// Nothing drawn: an element whose document names no component.
        case placeholder

        /// The props the kind reads (the table above); `nil` for the
        /// placeholder, which reads none and takes any.
        public var props: PropsDeclaration? {
            switch self {
            case .box, .background: PropsDeclaration([.init("color", .color)])
            case .label:
                PropsDeclaration([
                    .init("text", .string), .init("fontSize", .number(minimum: 1, maximum: 1000)),
                    .init("color", .color), .init("alignment", .oneOf(TextAlignment.allCases.map(\.rawValue))),
                ])
            case .badge: PropsDeclaration([.init("text", .string), .init("color", .color)])
            case .listRow:
                PropsDeclaration([
                    .init("text", .string), .init("secondaryText", .string),
                    .init("style", .oneOf(ListContentStyle.allCases.map(\.rawValue))), .init("image", .string),
                    .init("accessories", .listOf(ListAccessory.names)), .init("isOn", .bool),
                ])
            case .placeholder: nil
            }
        }
    }

    /// The component's id.
    public let identifier: String
    /// Its kind.
    public let kind: Kind
    /// Its props.
    public let props: ComponentProps
    /// Its size when the DSL places it.
    public let size: LayoutSize

    /// Creates a built-in component.
    public init(kind: Kind, id: String, props: ComponentProps = .empty, layoutSize: LayoutSize) {
        self.kind = kind
        self.identifier = id
        self.props = props
        self.size = layoutSize
    }

    /// The component for `request`, of `kind` (a ``ListRow`` for `listRow`).
    static func make(_ kind: Kind, _ request: ComponentRequest) -> AnyComponent {
        if kind == .listRow { return AnyComponent(ListRow(id: request.id, props: request.props)) }
        return AnyComponent(BuiltInComponent(kind: kind, id: request.id, props: request.props, layoutSize: request.layoutSize))
    }

    /// The placeholder for `request` (whatever its kind name).
    public static func placeholder(_ request: ComponentRequest) -> AnyComponent {
        make(.placeholder, request)
    }

    /// The id.
    public var id: String { identifier }

    /// The size given at creation.
    public func layoutSize() -> LayoutSize { size }

    /// Draws the kind's content (see the table above).
    public func render(in content: ContentView) {
        let bounds = Rect(origin: .zero, size: content.frame.size)
        content.isPlaceholder = kind == .placeholder
        switch kind {
        case .box:
            content.draw(.fillRect(bounds, color(default: 0xD1D1D6)))
        case .background:
            content.draw(.fillRect(bounds, color(default: 0xF2F2F7)))
        case .label:
            let size = props.number("fontSize") ?? 17
            let alignment = props.string("alignment").flatMap(TextAlignment.init(rawValue:)) ?? .leading
            let box = bounds.inset(by: content.layoutMargins)
            content.draw(.textBox(
                props.string("text") ?? "", in: Self.line(size: size, centredIn: box), size: size,
                color: color(default: 0x000000), alignment: alignment))
        case .badge:
            // A pill: the content's background, rounded by half its height.
            content.backgroundColor = color(default: 0xFF3B30)
            content.cornerRadius = Swift.min(bounds.width, bounds.height) / 2
            content.draw(.textBox(
                props.string("text") ?? "", in: Self.line(size: 12, centredIn: bounds), size: 12, color: .white,
                alignment: .center))
        case .listRow:
            ListRow(id: identifier, props: props).render(in: content)
        case .placeholder:
            break
        }
    }

    /// The box of one line of `size`-point text centred down `box` (the
    /// line 1.2 times the size, ListKit's choice), as wide as `box`.
    static func line(size: Double, centredIn box: Rect) -> Rect {
        let height = size * 1.2
        return Rect(x: box.minX, y: box.minY + (box.height - height) / 2, width: box.width, height: height)
    }

    /// The `color` prop, or `rgb` when it is missing or not a colour.
    private func color(default rgb: UInt32) -> Color {
        props.string("color").flatMap { Color(hex: $0) } ?? Color(rgb: rgb)
    }
}
