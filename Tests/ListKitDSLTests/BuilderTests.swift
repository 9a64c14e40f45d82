import ListKitSeedComponents
import ListKitCore
import ListKitDSL
import ListKitEngine
import Testing

/// The result builders accept every control-flow form.
@Suite struct BuilderTests {
    func ids(_ section: Section) -> [AnyHashable] { section.components.map(\.id) }

    func box(_ id: String) -> ColorBoxComponent {
        ColorBoxComponent(color: .white, width: .absolute(10), height: .absolute(10), id: AnyHashable(id))
    }

    enum Mode { case a, b, c }

    @Test(arguments: [true, false])
    func ifAndIfElse(_ flag: Bool) {
        let section = Section(id: 0) {
            HGroup(width: .fractionalWidth(1), height: .absolute(10)) {
                box("first")
                if flag { box("if") }
                if flag { box("then") } else { box("else") }
            }
        }
        #expect(ids(section) == (flag ? ["first", "if", "then"] : ["first", "else"]))
    }

    @Test(arguments: [Mode.a, .b, .c])
    func switchStatement(_ mode: Mode) {
        let section = Section(id: 0) {
            HGroup(width: .fractionalWidth(1), height: .absolute(10)) {
                switch mode {
                case .a: box("a")
                case .b:
                    box("b1")
                    box("b2")
                case .c: VGroup(width: .absolute(10), height: .absolute(20)) { box("c") }
                }
            }
        }
        let expected: [AnyHashable] = mode == .a ? ["a"] : mode == .b ? ["b1", "b2"] : ["c"]
        #expect(ids(section) == expected)
    }

    @Test func optionalsAndForLoops() {
        let maybe: ColorBoxComponent? = nil
        let present: ColorBoxComponent? = box("present")
        let section = Section(id: 0) {
            VGroup(width: .fractionalWidth(1), height: .absolute(10)) {
                maybe
                present
                for i in 0..<3 { box("loop\(i)") }
                HGroup(of: ["x", "y"], width: .fractionalWidth(1), height: .absolute(10)) { box($0) }
            }
        }
        #expect(ids(section) == ["present", "loop0", "loop1", "loop2", "x", "y"])
    }

    @Test func layoutBuilderControlFlow() {
        let showFooter = false
        let composed = ComposedLayout {
            for i in 0..<2 {
                Section(id: i) { HGroup(width: .fractionalWidth(1), height: .absolute(10)) { box("s\(i)") } }
            }
            if showFooter {
                Section(id: "footer") { HGroup(width: .fractionalWidth(1), height: .absolute(10)) { box("f") } }
            } else {
                Section(id: "other") { HGroup(width: .fractionalWidth(1), height: .absolute(10)) { box("o") } }
            }
        }
        #expect(composed.sections.map(\.id) == [0, 1, "other"])
    }

    @Test func rootGroupChosenWithIfElse() {
        let vertical = true
        let section = Section(id: 0) {
            if vertical {
                VGroup(width: .fractionalWidth(1), height: .absolute(10)) { box("v") }
            } else {
                HGroup(width: .fractionalWidth(1), height: .absolute(10)) { box("h") }
            }
        }
        #expect(section.group.axis == .vertical)
    }
}

/// The seed's builder shapes: arrays of components and optional groups.
@Suite struct BuilderParityTests {
    struct Row: Component {
        let number: Int
        var id: AnyHashable { number }
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
        func render(in content: ContentView) {}
    }

    @Test func arraysOfComponentsAndOptionalGroupsBuild() {
        let items = [1, 2, 3]
        let erased: [AnyComponent] = [AnyComponent(Row(number: 4))]
        let missing: HGroup? = nil
        let present: VGroup? = VGroup(width: .fractionalWidth(1), height: .absolute(44)) { Row(number: 5) }
        let section = Section(id: "s") {
            VGroup(width: .fractionalWidth(1), height: .absolute(220)) {
                items.map { Row(number: $0) }
                erased
                missing
                present
            }
        }
        #expect(section.components.map(\.id) == [1, 2, 3, 4, 5].map { AnyHashable($0) })
        let layout = ComposedLayout(sections: [section]).layout
        #expect(layout.sections[0].itemCount == 5)
        // Four rows directly in the root group, the fifth in the nested group.
        #expect(layout.sections[0].group.subitems.count == 5)
    }
}

/// `HGroup(count:)`: UIKit's `subitem:count:` equal slots.
@Suite struct CountGroupTests {
    @Test func threeEqualSlotsShareTheWidthLessTheSpacing() throws {
        let section = Section(id: "counted") {
            HGroup(count: 3, width: .fractionalWidth(1), height: .absolute(100)) { index in
                ColorBoxComponent(color: .red, width: .absolute(50), height: .fractionalHeight(1), id: AnyHashable(index))
            }
            .interItemSpacing(.fixed(10))
        }
        let composed = ComposedLayout(sections: [section])
        #expect(composed.sections[0].components.count == 3)
        #expect(composed.layout.sections[0].group.count == 3)
        let solved = try LayoutSolver.solve(composed.layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
        // (375 − 2 × 10) / 3 = 118.333 each (355 px at @3x), whatever the
        // components' own 50-pt width: x = 0, 128.333, 256.667.
        let frames = (0..<3).compactMap { solved.sections[0].cellFrame(at: $0) }
        let slot: Double = 355.0 / 3
        let second: Double = 385.0 / 3
        let third: Double = 770.0 / 3
        #expect(frames.map(\.width) == [slot, slot, slot])
        #expect(frames.map(\.minX) == [0, second, third])
    }
}
