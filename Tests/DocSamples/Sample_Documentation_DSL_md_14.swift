// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit
import ListKitDocument
import ListKitPlugins

/// Documentation/DSL.md#14
extension Doc_Documentation_DSL_md {
    struct PriceComponent: Component {
        let id: String
        let amount: Double
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(44)) }
        func render(in content: ContentView) { content.draw(.text("\(amount) €", at: .zero, size: 17, color: .black)) }
    }

    static func sample14() throws {
        var registry = ComponentRegistry.builtIn
        try registry.register("price") { request in
            AnyComponent(PriceComponent(id: request.id, amount: request.props.number("amount") ?? 0))
        }
        // Reads the document, loads the plugins it names, composes it with
        // `registry`'s kinds and every plugin kind.
        let plugins = PluginRegistry()
        let loaded = try LayoutDocument.load(contentsOfFile: "Examples/plugins.json", kinds: plugins, registry: registry)
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: loaded.document.viewport)
        renderer.render(loaded.composed)
        print(registry.kinds)
        print(plugins.kindIDs)
    }
}
