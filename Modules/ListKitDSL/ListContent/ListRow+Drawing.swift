import ListKitCore

extension ListRow {
    /// Draws the row within its content's layout margins: the image at the
    /// leading margin, the text after it, the accessories ending at the
    /// trailing margin; lines centred down a row, a header's text on its
    /// bottom margin, a footer's on its top one. See
    /// `Documentation/LayoutSemantics.md`, "List content".
    public func render(in content: ContentView) {
        let size = content.frame.size
        let margins = content.layoutMargins
        var leading = margins.leading
        var trailing = size.width - margins.trailing
        for accessory in accessories.reversed() {
            let width = draw(accessory, endingAt: trailing, height: size.height, in: content)
            trailing -= width + metrics.accessorySpacing
        }
        if let image {
            let side = metrics.imageSize
            content.draw(.image(image, in: Rect(x: leading, y: (size.height - side) / 2, width: side, height: side)))
            leading += side + metrics.imageToTextPadding
        }
        let width = Swift.max(0, trailing - leading)
        let top: Double
        switch style {
        case .header: top = size.height - margins.bottom - textHeight
        case .footer: top = margins.top
        case .cell, .subtitleCell, .valueCell: top = (size.height - textHeight) / 2
        }
        let first = style == .header || style == .footer ? metrics.headerFooterText : metrics.text
        line(text, first, Rect(x: leading, y: top, width: width, height: first.lineHeight), .leading, in: content)
        guard let secondaryText else { return }
        if style == .valueCell {
            let value = metrics.valueText
            let box = Rect(x: leading, y: top, width: width, height: value.lineHeight)
            line(secondaryText, value, box, .trailing, in: content)
        } else if stacksSecondaryText {
            let second = metrics.secondaryText
            let y = top + first.lineHeight + metrics.textToSecondaryTextPadding
            line(secondaryText, second, Rect(x: leading, y: y, width: width, height: second.lineHeight), .leading, in: content)
        }
    }

    /// One line of `text` in `style`, in `box`.
    private func line(
        _ text: String, _ style: ListContentMetrics.TextStyle, _ box: Rect, _ alignment: TextAlignment,
        in content: ContentView
    ) {
        // The font's em box sits in the middle of the line's height.
        let lead = (style.lineHeight - style.size) / 2
        let glyphs = Rect(x: box.minX, y: box.minY + lead, width: box.width, height: style.size + lead)
        content.draw(.textBox(text, in: glyphs, size: style.size, color: style.color, alignment: alignment))
    }

    /// Draws `accessory` ending at `trailing`, centred down a row `height`
    /// tall; returns its width.
    private func draw(_ accessory: ListAccessory, endingAt trailing: Double, height: Double, in content: ContentView) -> Double {
        switch accessory {
        case .disclosureIndicator:
            let box = metrics.chevronSize
            let rect = Rect(x: trailing - box.width, y: (height - box.height) / 2, width: box.width, height: box.height)
            content.draw(.textBox("\u{203A}", in: rect, size: box.height, color: metrics.chevron, alignment: .center))
            return box.width
        case .checkmark:
            let box = metrics.checkmarkSize
            let rect = Rect(x: trailing - box.width, y: (height - box.height) / 2, width: box.width, height: box.height)
            content.draw(.textBox("\u{2713}", in: rect, size: box.height, color: metrics.tint, alignment: .center))
            return box.width
        case .detail:
            let side = metrics.detailSize
            let rect = Rect(x: trailing - side, y: (height - side) / 2, width: side, height: side)
            // A ring of the tint around an "i".
            content.draw(.fillEllipse(rect, metrics.tint))
            content.draw(.fillEllipse(rect.inset(by: DirectionalEdgeInsets(all: 1.5)), .white))
            content.draw(.textBox("i", in: rect.inset(by: DirectionalEdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 0)),
                                  size: side * 0.7, color: metrics.tint, alignment: .center))
            return side
        case .toggle(let isOn):
            let size = metrics.toggleSize
            let rect = Rect(x: trailing - size.width, y: (height - size.height) / 2, width: size.width, height: size.height)
            drawToggle(in: rect, isOn: isOn, content: content)
            return size.width
        }
    }

    /// A switch: a track with round ends and a white knob inside it, at the
    /// trailing end when on.
    private func drawToggle(in rect: Rect, isOn: Bool, content: ContentView) {
        let track = isOn ? metrics.toggleOn : metrics.toggleOff
        let r = rect.height / 2
        content.draw(.fillEllipse(Rect(x: rect.minX, y: rect.minY, width: rect.height, height: rect.height), track))
        content.draw(.fillRect(Rect(x: rect.minX + r, y: rect.minY, width: Swift.max(0, rect.width - 2 * r), height: rect.height), track))
        content.draw(.fillEllipse(Rect(x: rect.maxX - rect.height, y: rect.minY, width: rect.height, height: rect.height), track))
        let inset = 2.0
        let knob = rect.height - 2 * inset
        let x = isOn ? rect.maxX - inset - knob : rect.minX + inset
        content.draw(.fillEllipse(Rect(x: x, y: rect.minY + inset, width: knob, height: knob), .white))
    }
}
