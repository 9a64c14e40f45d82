import ArgumentParser
import ListKitCore

/// A content offset given on the command line as `X,Y` (`--offset 0,400`).
struct ContentOffsetArgument: ExpressibleByArgument, Sendable {
    /// The offset.
    let point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingSpaces), let y = Double(parts[1].trimmingSpaces),
              x.isFinite, y.isFinite
        else { return nil }
        point = Point(x: x, y: y)
    }

    static var defaultValueDescription: String { "the rest offset" }
}

/// One orthogonal section's offset, given as `SECTION=X` (`--orthogonal-offset 2=120`).
struct OrthogonalOffsetArgument: ExpressibleByArgument, Sendable {
    /// The section index.
    let section: Int
    /// The offset across the scroll axis.
    let offset: Double

    init?(argument: String) {
        let parts = argument.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let section = Int(parts[0].trimmingSpaces), section >= 0,
              let offset = Double(parts[1].trimmingSpaces), offset.isFinite
        else { return nil }
        self.section = section
        self.offset = offset
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
