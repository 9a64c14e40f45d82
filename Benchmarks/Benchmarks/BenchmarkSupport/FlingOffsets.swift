import ListKitCore
import ListKitScrolling

/// The content offsets of `frameCount` frames of flings sampled at 60 fps:
/// each fling starts at 8,000 pt/s down where the last one came to rest, and
/// the direction turns when a fling stops at either end of `range`.
public func flingOffsets(range: ContentOffsetRange, frameCount: Int) throws -> [Point] {
    let sampler = try FrameSampler(fps: 60)
    var offsets = [Point]()
    offsets.reserveCapacity(frameCount)
    var offset = range.minimum
    var velocity = 8_000.0
    while offsets.count < frameCount {
        let fling = try Fling(from: offset, velocity: Point(x: 0, y: velocity), range: range)
        for frame in try sampler.frames(of: fling) where offsets.count < frameCount {
            offsets.append(frame.offset)
        }
        offset = fling.finalOffset
        if fling.vertical.stoppedAtLimit || fling.duration == 0 { velocity = -velocity }
    }
    return offsets
}
