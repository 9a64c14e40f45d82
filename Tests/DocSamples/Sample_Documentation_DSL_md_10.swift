// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit
import ListKitDocument
import ListKitPlugins

/// Documentation/DSL.md#10
extension Doc_Documentation_DSL_md {
    struct PriceComponent: Component {
        let id: String
        let amount: Double
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(44)) }
        func render(in content: ContentView) { content.draw(.text("\(amount) €", at: .zero, size: 17, color: .black)) }
    }

    static func sample10() throws {
        let document = try LayoutDocument(contentsOfFile: "Examples/plugins.json")
        let pluginRegistry = PluginRegistry()
        for plugin in document.plugins { _ = try pluginRegistry.load(path: plugin.resolvedPath) }

        var registry = ComponentRegistry.builtIn
        try registry.register("price") { request in
            AnyComponent(PriceComponent(id: request.id, amount: request.props.number("amount") ?? 0))
        }
        try pluginRegistry.register(into: &registry)        // every loaded plugin kind
        let composed = try document.composedLayout(registry: registry)
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: document.viewport)
        renderer.render(composed)
        print(registry.kinds)
    }
}
