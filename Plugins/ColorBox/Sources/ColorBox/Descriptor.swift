#if canImport(Glibc)
import Glibc
#endif
import ListKitPluginABI

/// The plugin's descriptor: built once, on the first call of the entry
/// point, and never freed (the host keeps using it for the life of the
/// process). `nil` only if memory for the strings ran out.
nonisolated(unsafe) let descriptor: UnsafePointer<lk_plugin_descriptor>? = {
    guard let name = strdup("ColorBox"), let version = strdup("1.0.0"),
          let colorBox = makeKind(id: "com.listkit.colorbox", ColorBoxKind.table),
          let emojiLabel = makeKind(id: "com.listkit.emoji-label", EmojiLabelKind.table) else { return nil }
    let kinds = UnsafeMutablePointer<UnsafePointer<lk_component_kind>?>.allocate(capacity: 2)
    kinds.initialize(to: colorBox)
    (kinds + 1).initialize(to: emojiLabel)
    let descriptor = UnsafeMutablePointer<lk_plugin_descriptor>.allocate(capacity: 1)
    descriptor.initialize(to: lk_plugin_descriptor(
        abi_version: LK_PLUGIN_ABI_VERSION, struct_size: UInt32(MemoryLayout<lk_plugin_descriptor>.size),
        name: name, version: version, kind_count: 2, kinds: kinds))
    return UnsafePointer(descriptor)
}()

/// A kind with its id copied into memory that is never freed.
private func makeKind(id: String, _ table: lk_component_kind) -> UnsafePointer<lk_component_kind>? {
    guard let copy = strdup(id) else { return nil }
    var kind = table
    kind.struct_size = UInt32(MemoryLayout<lk_component_kind>.size)
    kind.kind_id = UnsafePointer(copy)
    let pointer = UnsafeMutablePointer<lk_component_kind>.allocate(capacity: 1)
    pointer.initialize(to: kind)
    return UnsafePointer(pointer)
}
