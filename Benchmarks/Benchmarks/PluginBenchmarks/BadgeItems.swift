import ListKitCore
import ListKitDSL
import ListKitPlugins

/// The badges the 100k-item benchmarks measure, in the plugin's form (JSON
/// props) and in the Swift component's form (the text), item for item.
///
/// A quarter each: `{"count": n}` for n in 0 … 149 (shown as `99+` above 99),
/// `{"text": "NEW"}`, `{"text": "Item n"}` and `{"text": "Größe"}` (not ASCII).
struct BadgeItems: Sendable {
    /// One request per item: the proposed size and the props.
    let requests: [PluginMeasureRequest]
    /// The texts of the Swift components.
    let texts: [String]

    /// `count` items.
    init(count: Int) {
        var requests: [PluginMeasureRequest] = []
        var texts: [String] = []
        requests.reserveCapacity(count)
        texts.reserveCapacity(count)
        for index in 0..<count {
            let json: String, text: String
            switch index % 4 {
            case 0:
                let number = index % 150
                json = #"{"count": \#(number)}"#
                text = number > 99 ? "99+" : "\(number)"
            case 1:
                json = #"{"text": "NEW"}"#
                text = "NEW"
            case 2:
                json = #"{"text": "Item \#(index)"}"#
                text = "Item \(index)"
            default:
                json = #"{"text": "Größe"}"#
                text = "Größe"
            }
            requests.append(PluginMeasureRequest(proposed: badgeProposal, props: PluginProps(json: json)))
            texts.append(text)
        }
        self.requests = requests
        self.texts = texts
    }

    /// The Swift components, ids 0 ….
    func components() -> [SwiftBadgeComponent] {
        texts.enumerated().map { SwiftBadgeComponent(id: $0.offset, text: $0.element) }
    }
}

/// The size every badge is offered: a 44-point estimate in a row 20 tall.
let badgeProposal = Size(width: 44, height: 20)
