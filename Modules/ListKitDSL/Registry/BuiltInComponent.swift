import ListKitCore

/// The components of the built-in kinds, and the placeholder of a
/// supplementary or decoration that names no component.
///
/// | kind | draws | props |
/// | --- | --- | --- |
/// | `box` | its frame filled | `color` (`#RRGGBB[AA]`, default `#D1D1D6`) |
/// | `label` | one line of text at its top-leading corner | `text`, `fontSize` (1 to 1,000; default 17), `color` (default black) |
/// | `badge` | a filled frame with its text | `text`, `color` (default `#FF3B30`) |
/// | `background` | its frame filled | `color` (default `#F2F2F7`) |
/// | placeholder | nothing | any, unread |
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
                    .init("color", .color),
                ])
            case .badge: PropsDeclaration([.init("text", .string), .init("color", .color)])
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

    /// The component for `request`, of `kind`.
    static func make(_ kind: Kind, _ request: ComponentRequest) -> AnyComponent {
        AnyComponent(BuiltInComponent(kind: kind, id: request.id, props: request.props, layoutSize: request.layoutSize))
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
        switch kind {
        case .box:
            content.draw(.fillRect(bounds, color(default: 0xD1D1D6)))
        case .background:
            content.draw(.fillRect(bounds, color(default: 0xF2F2F7)))
        case .label:
            content.draw(.text(
                props.string("text") ?? "", at: .zero, size: props.number("fontSize") ?? 17,
                color: color(default: 0x000000)))
        case .badge:
            content.draw(.fillRect(bounds, color(default: 0xFF3B30)))
            content.draw(.text(props.string("text") ?? "", at: .zero, size: 12, color: .white))
        case .placeholder:
            break
        }
    }

    /// The `color` prop, or `rgb` when it is missing or not a colour.
    private func color(default rgb: UInt32) -> Color {
        props.string("color").flatMap { Color(hex: $0) } ?? Color(rgb: rgb)
    }
}
