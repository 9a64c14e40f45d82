import ListKitPluginABI

/// `com.listkit.emoji-label`: an emoji and a line of text at 17 points,
/// 44 points tall. Props: `{"emoji": "🎉", "text": "Party"}`. Logs when an
/// item appears and disappears.
enum EmojiLabelKind {
    /// The props.
    struct Props: Decodable {
        /// One emoji.
        var emoji: String
        /// The label.
        var text: String
    }

    /// The font size of emoji and text.
    static let fontSize = 17.0
    /// The margin on each side and between emoji and text.
    static let margin = 12.0

    /// The kind's table; the id is filled in by `makeKind`.
    nonisolated(unsafe) static let table = lk_component_kind(
        struct_size: 0, flags: 0, kind_id: nil, context: nil,
        measure: measure, measure_batch: nil, render: render,
        will_display: willDisplay, did_end_display: didEndDisplay, visibility_changed: nil, props_declaration: nil, accessibility: nil)

    /// The width of the text: an estimate of 0.55 em per character.
    static func textWidth(_ text: String) -> Double {
        Double(text.count) * fontSize * 0.55
    }

    /// `measure`: margin, emoji, margin, text, margin; never wider than offered.
    static let measure: lk_measure_fn = { _, proposed, bytes, status in
        guard let props = decodeProps(Props.self, from: bytes) else {
            status?.pointee = LK_STATUS_INVALID_PROPS
            return lk_size()
        }
        let width = margin * 3 + fontSize * 1.2 + textWidth(props.text)
        return lk_size(width: min(width, proposed.width), height: 44)
    }

    /// `render`: the emoji and the text, vertically centred.
    static let render: lk_render_fn = { _, size, bytes, list in
        guard let list else { return LK_STATUS_INVALID_ARGUMENT }
        guard let props = decodeProps(Props.self, from: bytes) else { return LK_STATUS_INVALID_PROPS }
        let top = max(0, (size.height - fontSize * 1.2) / 2)
        let emojiFrame = lk_rect(x: margin, y: top, width: fontSize * 1.2, height: fontSize * 1.2)
        let textX = margin * 2 + fontSize * 1.2
        let textFrame = lk_rect(x: textX, y: top, width: max(0, size.width - textX - margin), height: fontSize * 1.2)
        push(props.emoji, in: emojiFrame, list)
        push(props.text, in: textFrame, list)
        return lk_display_list_status(list)
    }

    /// Appends a text op in black.
    static func push(_ text: String, in frame: lk_rect, _ list: UnsafeMutablePointer<lk_display_list>) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                lk_push_text(list, frame, chars.baseAddress, chars.count, fontSize, 0x0000_00ff)
            }
        }
    }

    /// `will_display`: logs the item's id.
    static let willDisplay: lk_lifecycle_fn = { _, itemID, _ in
        log(LK_LOG_DEBUG, "emoji-label \(string(itemID)) appears")
        return LK_STATUS_OK
    }

    /// `did_end_display`: logs the item's id.
    static let didEndDisplay: lk_lifecycle_fn = { _, itemID, _ in
        log(LK_LOG_DEBUG, "emoji-label \(string(itemID)) disappears")
        return LK_STATUS_OK
    }

    /// Borrowed bytes as a string.
    static func string(_ bytes: lk_bytes) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes.data, count: bytes.length), as: UTF8.self)
    }
}
