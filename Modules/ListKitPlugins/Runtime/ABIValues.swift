import ListKitCore
import ListKitDSL
import ListKitPluginABI
import ListKitPluginModel

// The plugin model's values in the C header's forms, and back: the one place
// the native backend converts them.

extension lk_size {
    /// The ABI form of a size.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension Size {
    /// The Swift form of an ABI size.
    init(_ size: lk_size) {
        self.init(width: size.width, height: size.height)
    }
}

extension PluginProps {
    /// The bytes in the ABI's form (the NUL not counted), valid while these
    /// props live: a caller keeps them alive for the duration of the call
    /// (`withExtendedLifetime`).
    var abi: lk_bytes {
        lk_bytes(data: baseAddress, length: byteCount)
    }
}

extension RawDrawOperation {
    /// The model's form of an operation a plugin wrote.
    init(_ op: lk_draw_op) {
        self.init(
            type: op.type, color: op.color,
            rect: Rect(x: op.rect.x, y: op.rect.y, width: op.rect.width, height: op.rect.height),
            lineWidth: op.line_width, fontSize: op.font_size, stringOffset: op.string_offset,
            stringLength: op.string_length)
    }
}
