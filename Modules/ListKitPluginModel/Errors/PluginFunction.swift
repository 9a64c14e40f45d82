/// A function of the plugin ABI, named in errors.
public enum PluginFunction: Hashable, Sendable, CustomStringConvertible {
    /// The entry point, `listkit_plugin_entry`.
    case entry
    /// `measure`.
    case measure
    /// `measure_batch`; the index of the item concerned, when known.
    case measureBatch(item: Int?)
    /// `render`.
    case render
    /// `will_display`.
    case willDisplay
    /// `did_end_display`.
    case didEndDisplay
    /// `visibility_changed`.
    case visibilityChanged
    /// `accessibility`.
    case accessibility

    /// The ABI name, with the batch item when known: `measure_batch item 3`.
    public var description: String {
        switch self {
        case .entry: return "listkit_plugin_entry"
        case .measure: return "measure"
        case .measureBatch(let item?): return "measure_batch item \(item)"
        case .measureBatch(nil): return "measure_batch"
        case .render: return "render"
        case .willDisplay: return "will_display"
        case .didEndDisplay: return "did_end_display"
        case .visibilityChanged: return "visibility_changed"
        case .accessibility: return "accessibility"
        }
    }
}
