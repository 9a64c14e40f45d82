import ListKitPluginABI

/// `com.listkit.colorbox`: a rectangle filled with one colour, with a thin
/// darker border. Props: `{"color": "#34c759", "height": 60}` (height
/// defaults to 44). As wide as offered (100 points when unconstrained).
enum ColorBoxKind {
    /// The props.
    struct Props: Decodable {
        /// `#rrggbb` or `#rrggbbaa`.
        var color: String
        /// The height in points.
        var height: Double?
    }

    /// The kind's table; the id is filled in by `makeKind`.
    nonisolated(unsafe) static let table = lk_component_kind(
        struct_size: 0, flags: 0, kind_id: nil, context: nil,
        measure: measure, measure_batch: nil, render: render, will_display: nil, did_end_display: nil,
        visibility_changed: nil, props_declaration: nil, accessibility: nil)

    /// The props and their colour, or `nil` after logging why they are unusable.
    static func read(_ bytes: lk_bytes) -> (Props, UInt32)? {
        guard let props = decodeProps(Props.self, from: bytes) else { return nil }
        guard let color = parseColor(props.color) else {
            log(LK_LOG_ERROR, "color \(props.color) is not #rrggbb or #rrggbbaa")
            return nil
        }
        guard (props.height ?? 44).isFinite, (props.height ?? 44) >= 0 else {
            log(LK_LOG_ERROR, "height must be finite and not negative")
            return nil
        }
        return (props, color)
    }

    /// `measure`: the width offered, the height of the props.
    static let measure: lk_measure_fn = { _, proposed, bytes, status in
        guard let (props, _) = read(bytes) else {
            status?.pointee = LK_STATUS_INVALID_PROPS
            return lk_size()
        }
        return lk_size(width: proposed.width.isFinite ? proposed.width : 100, height: props.height ?? 44)
    }

    /// `render`: a fill and a border.
    static let render: lk_render_fn = { _, size, bytes, list in
        guard let list else { return LK_STATUS_INVALID_ARGUMENT }
        guard let (_, color) = read(bytes) else { return LK_STATUS_INVALID_PROPS }
        let frame = lk_rect(x: 0, y: 0, width: size.width, height: size.height)
        lk_push_fill_rect(list, frame, color)
        lk_push_stroke_rect(list, frame, 0x0000_0033, 1)
        return lk_display_list_status(list)
    }
}
