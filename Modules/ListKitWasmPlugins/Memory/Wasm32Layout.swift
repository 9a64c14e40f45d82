/// Where the ABI's structs keep their fields when C lays them out for wasm32
/// (pointers and `size_t` 4 bytes, `double` aligned to 8), in bytes: what the
/// host reads from and writes to a WebAssembly plugin's memory.
/// Documentation/PluginABI.md lists the same offsets.
enum Wasm32Layout {
    /// `lk_plugin_descriptor`.
    enum Descriptor {
        static let abiVersion = 0, structSize = 4, name = 8, version = 12, kindCount = 16, kinds = 20
        /// `sizeof(lk_plugin_descriptor)`.
        static let size: UInt32 = 24
    }

    /// `lk_component_kind`.
    enum Kind {
        static let structSize = 0, kindID = 8, context = 12, measure = 16, measureBatch = 20, render = 24
        static let willDisplay = 28, didEndDisplay = 32, visibilityChanged = 36, propsDeclaration = 40
        static let accessibility = 44
        /// The first release's size (up to and including `did_end_display`): the smallest accepted.
        static let firstReleaseSize: UInt32 = 36
        /// `sizeof(lk_component_kind)` now.
        static let size = 48
    }

    /// `lk_accessibility`.
    enum Accessibility {
        static let structSize = 0, traits = 4, label = 8, value = 12, hint = 16, behavior = 20, actionCount = 24
        static let sortPriority = 32, actions = 40
        /// `sizeof(lk_accessibility)`.
        static let size = 48
    }

    /// `lk_size`: two doubles.
    static let sizeBytes = 16
    /// `lk_bytes`: `data` at 0, `length` at 4.
    static let bytesSize = 8
    /// `lk_measure_request`: `proposed` at 0, `props` at 16.
    static let requestSize = 24
    /// `lk_draw_op`: type 0, color 4, rect 8 (four doubles), line width 40,
    /// font size 48, string offset 56, string length 60.
    enum DrawOp {
        static let type = 0, color = 4, rect = 8, lineWidth = 40, fontSize = 48, stringOffset = 56, stringLength = 60
        /// `sizeof(lk_draw_op)`.
        static let size = 64
    }

    /// `lk_display_list`.
    enum DisplayList {
        static let structSize = 0, ops = 8, opCapacity = 12, opCount = 16, text = 20, textCapacity = 24, textLength = 28
        /// `sizeof(lk_display_list)`.
        static let size = 32
    }
}

/// Places the arguments of one call in the host's exchange block: each
/// reservation aligned, one after another.
struct ExchangePlan {
    /// The bytes reserved so far.
    private(set) var size = 0

    /// Reserves `count` bytes aligned to `alignment`; returns their offset.
    mutating func reserve(_ count: Int, alignment: Int = 8) -> Int {
        let offset = (size + alignment - 1) / alignment * alignment
        size = offset + count
        return offset
    }
}
