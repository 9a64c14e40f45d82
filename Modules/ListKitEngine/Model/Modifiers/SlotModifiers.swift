import ListKitCore

/// What has a size, whichever DSL sets it (items, groups, supplementaries):
/// `width(_:)` and `height(_:)` below are the one implementation both DSLs call.
public protocol SizeModifiers {
    /// The element's size.
    var layoutSize: LayoutSize { get set }
}

extension SizeModifiers {
    /// The same element with `width` as its width dimension.
    public func width(_ width: LayoutDimension) -> Self {
        var copy = self
        copy.layoutSize.widthDimension = width
        return copy
    }

    /// The same element with `height` as its height dimension.
    public func height(_ height: LayoutDimension) -> Self {
        var copy = self
        copy.layoutSize.heightDimension = height
        return copy
    }
}

/// What items and groups share, whichever DSL sets it: a size, insets inside
/// the slot and spacing around it. The modifiers below are the one
/// implementation that ListKitDSL's groups and ListKitLayoutDSL's items and
/// groups call.
public protocol SlotModifiers: SizeModifiers {
    /// The insets inside the slot (rule 5).
    var contentInsets: DirectionalEdgeInsets { get set }
    /// The space added around the slot in its group (rule 6).
    var edgeSpacing: EdgeSpacing? { get set }
}

extension SlotModifiers {

    /// The same slot with `insets` inside it.
    public func contentInsets(_ insets: DirectionalEdgeInsets) -> Self {
        var copy = self
        copy.contentInsets = insets
        return copy
    }

    /// The same slot with the given insets inside it (the others zero).
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        contentInsets(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    /// The same slot with `spacing` around it (`nil`: none).
    public func edgeSpacing(_ spacing: EdgeSpacing?) -> Self {
        var copy = self
        copy.edgeSpacing = spacing
        return copy
    }
}

/// A group's settings beyond its slot's: the space between its subitems.
public protocol GroupSlotModifiers: SlotModifiers {
    /// Space between subitems, never before the first or after the last (rule 9).
    var interItemSpacing: LayoutSpacing? { get set }
}

extension GroupSlotModifiers {
    /// The same group with `spacing` between its subitems (`nil`: none).
    public func interItemSpacing(_ spacing: LayoutSpacing?) -> Self {
        var copy = self
        copy.interItemSpacing = spacing
        return copy
    }
}

extension LayoutItem: SlotModifiers {}
extension LayoutGroup: GroupSlotModifiers {}

/// An element's slot is its item's or its group's, so an item or a group
/// held as an element takes the same modifiers.
extension LayoutElement: SlotModifiers {
    /// The size of the item or group.
    public var layoutSize: LayoutSize {
        get {
            switch self {
            case .item(let item): return item.layoutSize
            case .group(let group): return group.layoutSize
            }
        }
        set { modify(item: { $0.layoutSize = newValue }, group: { $0.layoutSize = newValue }) }
    }

    /// The insets inside the item's or group's slot.
    public var contentInsets: DirectionalEdgeInsets {
        get {
            switch self {
            case .item(let item): return item.contentInsets
            case .group(let group): return group.contentInsets
            }
        }
        set { modify(item: { $0.contentInsets = newValue }, group: { $0.contentInsets = newValue }) }
    }

    /// The space around the item's or group's slot.
    public var edgeSpacing: EdgeSpacing? {
        get {
            switch self {
            case .item(let item): return item.edgeSpacing
            case .group(let group): return group.edgeSpacing
            }
        }
        set { modify(item: { $0.edgeSpacing = newValue }, group: { $0.edgeSpacing = newValue }) }
    }

    private mutating func modify(item change: (inout LayoutItem) -> Void, group changeGroup: (inout LayoutGroup) -> Void) {
        switch self {
        case .item(var item):
            change(&item)
            self = .item(item)
        case .group(var group):
            changeGroup(&group)
            self = .group(group)
        }
    }
}
