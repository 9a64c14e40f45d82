// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import Foundation
import ListKitPlugins

/// Documentation/PluginABI.md#2
extension Doc_Documentation_PluginABI_md {
    static func sample2() throws {
        let loader = PluginLoader(isolation: .standard(callTimeout: 2))
        let plugin = try loader.load(path: FileManager.default.currentDirectoryPath + "/Plugins/build/libBadge.so")   // its own process
        print(plugin.info.kinds.map(\.id))
    }
}
