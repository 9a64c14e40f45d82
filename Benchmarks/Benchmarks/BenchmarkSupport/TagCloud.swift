import ListKitCore
import ListKitEngine

/// A flow section of `itemCount` chips (issue 18): 32 pt tall, of widths
/// 40 to 159 pt drawn from a seeded generator, 8 pt apart both ways, inset
/// 16 pt on each side: a tag cloud of about four chips a line on a phone.
public func tagCloudLayout(itemCount: Int, seed: UInt64 = 18) -> CompositionalLayout {
    var random = SplitMix64(seed: seed)
    var flow = FlowConfiguration()
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    flow.sectionInset = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    flow.itemSizes = (0..<itemCount).map { _ in
        LayoutSize(widthDimension: .absolute(Double(40 + random.below(120))), heightDimension: .absolute(32))
    }
    return CompositionalLayout(sections: [.flow(using: flow, itemCount: itemCount)])
}
