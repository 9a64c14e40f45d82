// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import Foundation
import ListKitCore
import ListKitPlugins

/// Documentation/PluginABI.md#1
extension Doc_Documentation_PluginABI_md {
    static func sample1() throws {
        // Plugins are loaded by absolute path; Plugins/build.sh (run by the set-up) builds the samples.
        let path = FileManager.default.currentDirectoryPath + "/Plugins/build/libBadge.so"
        let registry = PluginRegistry(loader: PluginLoader(handlers: PluginHostHandlers(log: { print($0.text) })))
        _ = try registry.load(path: path)
        if let badge = registry.kind("com.listkit.badge") {
            let props = PluginProps(json: #"{"text": "NEW"}"#)
            let size = try badge.measure(proposed: Size(width: 375, height: .infinity), props: props)
            print(size)
            for operation in try badge.render(size: size, props: props) { print(operation) }
        }

        switch PluginLoader().inspect(path: path) {
        case .success(let info): print(info.name, info.version, info.abiVersion, info.kinds.map(\.id))
        case .failure(let error): print(error)        // one line, path first
        }
    }
}
