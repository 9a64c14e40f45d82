#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListKitPluginABI

/// Decodes a kind's props from the borrowed JSON bytes the host passes,
/// logging the reason and returning `nil` when they do not decode.
func decodeProps<Props: Decodable>(_ type: Props.Type, from props: lk_bytes) -> Props? {
    let data = Data(bytes: props.data, count: props.length)
    do {
        return try JSONDecoder().decode(Props.self, from: data)
    } catch {
        log(LK_LOG_ERROR, "invalid props: \(error)")
        return nil
    }
}

/// `0xRRGGBBAA` from `#rrggbb` or `#rrggbbaa`, or `nil`.
func parseColor(_ text: String) -> UInt32? {
    guard text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
    switch text.count {
    case 7: return value << 8 | 0xff
    case 9: return value
    default: return nil
    }
}
