// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import Foundation
import ListKit
import ListKitPlugins

/// Documentation/PluginABI.md#3
extension Doc_Documentation_PluginABI_md {
    static func sample3() throws {
        let registry = PluginRegistry()
        _ = try registry.load(path: FileManager.default.currentDirectoryPath + "/Plugins/build/libBadge.so")
        let renderer = ComposeRenderer(dataSource: DiffableDataSource())
        let errors: @Sendable (PluginError) -> Void = { print($0) }
        if let badge = registry.kind("com.listkit.badge") {
            renderer.render {
                Section(id: "badges") {
                    HGroup(width: .fractionalWidth(1), height: .absolute(20)) {
                        PluginComponent(id: "new", kind: badge, props: PluginProps(json: #"{"text": "NEW"}"#),
                                        width: .estimated(44), height: .absolute(20), onError: errors)
                    }
                }
            }
        }
        print(renderer.collectionView.visibleCells.map(\.frame))
    }
}
