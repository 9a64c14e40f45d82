// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/DSL.md#6
extension Doc_Documentation_DSL_md {
    static func sample6() throws {
        let composed = ComposedLayout {
            Section(id: "settings") {
                List {
                    ListRow(id: "wifi", text: "Wi-Fi", secondaryText: "Home", style: .valueCell,
                            image: "wifi", accessories: [.disclosureIndicator])
                    ListRow(id: "airplane", text: "Airplane Mode", accessories: [.toggle(isOn: false)])
                }
                .listAppearance(.plain)
            }
        }
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 1))
        for element in solved.allElements() where element.elementKind == "separator" { print(element.indexPath, element.frame) }

        let content = ContentView(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        content.layoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        ListRow(id: "wifi", text: "Wi-Fi", image: "wifi").render(in: content)
        for operation in content.displayList { print(operation) }
    }
}
