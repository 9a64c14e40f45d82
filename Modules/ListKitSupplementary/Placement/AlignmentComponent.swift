import ListKitCore

/// Where an alignment puts an element along one axis.
public enum AlignmentComponent: Hashable, Sendable {
    /// At the start (top, or leading).
    case start
    /// In the middle.
    case center
    /// At the end (bottom, or trailing).
    case end
}

extension RectAlignment {
    /// Where the alignment puts an element along `axis`: `.topLeading` is at
    /// the start of both axes, `.top` at the start vertically and in the middle
    /// horizontally.
    public func component(along axis: Axis) -> AlignmentComponent {
        switch axis {
        case .vertical:
            switch self {
            case .top, .topLeading, .topTrailing: return .start
            case .bottom, .bottomLeading, .bottomTrailing: return .end
            case .leading, .trailing: return .center
            }
        case .horizontal:
            switch self {
            case .leading, .topLeading, .bottomLeading: return .start
            case .trailing, .topTrailing, .bottomTrailing: return .end
            case .top, .bottom: return .center
            }
        }
    }
}
