import ListKitCore
import ListKitDSL
import Testing

/// Type-erased components measured in runs: `AnyComponent.measure(_:proposed:)`
/// and `ComponentList.measure(_:proposed:)`, as the renderer's self-sizing
/// asks for them.
@Suite struct BatchMeasureTests {
    /// Every test offers this size.
    let proposed = Size(width: 44, height: 30)

    /// 10 points per character, as tall as offered; measured one by one
    /// (the default batch).
    struct Label: Component {
        let id: AnyHashable
        let text: String
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(30)) }
        func render(in content: ContentView) {}
        func measure(proposed: Size) -> Size? { Size(width: 10 * Double(text.count), height: proposed.height) }
    }

    /// The runs a batched type was asked to measure, by their lengths.
    final class RunLog {
        var lengths: [Int] = []
    }

    /// `width` alone, `width + 100` when its type measures a run: the
    /// answers show which path measured it.
    struct Batched: Component {
        let id: AnyHashable
        let width: Double
        let log: RunLog
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .estimated(44), heightDimension: .absolute(30)) }
        func render(in content: ContentView) {}
        func measure(proposed: Size) -> Size? { Size(width: width, height: 30) }
        static func measure(_ components: [Batched], proposed: Size) -> [Size?] {
            components.first?.log.lengths.append(components.count)
            return components.map { Size(width: $0.width + 100, height: 30) }
        }
    }

    /// A type whose batch gives no answers: its items are measured one by one.
    struct Broken: Component {
        let id: AnyHashable
        let height: Double
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(44), heightDimension: .estimated(30)) }
        func render(in content: ContentView) {}
        func measure(proposed: Size) -> Size? { Size(width: 44, height: height) }
        static func measure(_ components: [Broken], proposed: Size) -> [Size?] { [] }
    }

    /// Keeps its estimate (no `measure`).
    struct Fixed: Component {
        let id: AnyHashable
        func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .absolute(44), heightDimension: .absolute(30)) }
        func render(in content: ContentView) {}
    }

    /// Labels "ab", "abc", batched 5 and 7, label "x", a fixed item,
    /// broken 12, batched 9.
    func mixed(log: RunLog) -> [AnyComponent] {
        [
            AnyComponent(Label(id: 0, text: "ab")), AnyComponent(Label(id: 1, text: "abc")),
            AnyComponent(Batched(id: 2, width: 5, log: log)), AnyComponent(Batched(id: 3, width: 7, log: log)),
            AnyComponent(Label(id: 4, text: "x")), AnyComponent(Fixed(id: 5)),
            AnyComponent(Broken(id: 6, height: 12)), AnyComponent(Batched(id: 7, width: 9, log: log)),
        ]
    }

    @Test func eachRunOfOneTypeGoesToItsTypeInOrder() {
        let log = RunLog()
        let answers = AnyComponent.measure(mixed(log: log), proposed: proposed)
        #expect(answers == [
            Size(width: 20, height: 30), Size(width: 30, height: 30),
            Size(width: 105, height: 30), Size(width: 107, height: 30),
            Size(width: 10, height: 30), nil,
            Size(width: 44, height: 12), Size(width: 109, height: 30),
        ])
        // Batched items 2–3 in one run, item 7 in another.
        #expect(log.lengths == [2, 1])
    }

    @Test func nothingToMeasureGivesNoAnswers() {
        #expect(AnyComponent.measure([], proposed: proposed) == [])
    }

    @Test func aListedRangeIsMeasuredInPlace() {
        let log = RunLog()
        let list = ComponentList(mixed(log: log))
        // Items 1 … 3: label "abc", then batched 5 and 7 in one run.
        #expect(list.measure(1..<4, proposed: proposed) == [
            Size(width: 30, height: 30), Size(width: 105, height: 30), Size(width: 107, height: 30),
        ])
        // Item 3 alone is a run of its own.
        #expect(list.measure(3..<4, proposed: proposed) == [Size(width: 107, height: 30)])
        #expect(list.measure(2..<2, proposed: proposed) == [])
        #expect(log.lengths == [2, 1])
    }

    @Test func aMadeRangeMakesOnlyItsComponents() {
        let log = RunLog()
        var made: [Int] = []
        let list = ComponentList(count: 1_000, id: { AnyHashable($0) }) { position in
            made.append(position)
            return AnyComponent(Batched(id: position, width: Double(position), log: log))
        }
        #expect(list.measure(998..<1_000, proposed: proposed) == [Size(width: 1_098, height: 30), Size(width: 1_099, height: 30)])
        #expect(made == [998, 999])
        #expect(log.lengths == [2])
    }
}
