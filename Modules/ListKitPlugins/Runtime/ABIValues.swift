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

extension VisibilityEvent {
    /// The arguments `visibility_changed` receives for the event: its
    /// `LK_VISIBILITY_*` code, value and duration; `nil` for `willDisplay`
    /// and `didEndDisplay`, which have functions of their own.
    var abiArguments: (code: UInt32, value: Double, duration: Double)? {
        switch self {
        case .thresholdCrossedUp(let threshold): return (LK_VISIBILITY_THRESHOLD_UP, threshold, 0)
        case .thresholdCrossedDown(let threshold): return (LK_VISIBILITY_THRESHOLD_DOWN, threshold, 0)
        case .didFocus: return (LK_VISIBILITY_FOCUS, 0, 0)
        case .didUnfocus: return (LK_VISIBILITY_UNFOCUS, 0, 0)
        case .fullImpression: return (LK_VISIBILITY_FULL_IMPRESSION, 0, 0)
        case .dwell(let rule): return (LK_VISIBILITY_DWELL, rule.minimumRatio, rule.duration)
        case .prefetch: return (LK_VISIBILITY_PREFETCH, 0, 0)
        case .cancelPrefetch: return (LK_VISIBILITY_CANCEL_PREFETCH, 0, 0)
        case .willDisplay, .didEndDisplay: return nil
        }
    }
}
