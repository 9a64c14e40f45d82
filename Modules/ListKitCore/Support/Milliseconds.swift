/// A time or a duration in milliseconds.
///
/// Time is always an explicit input to the lifecycle and scrolling modules (they read no
/// clock): the tracker is told when each viewport state happens, and scroll
/// motions are sampled at times the caller chooses. Velocities, as in UIKit,
/// are in points per second.
public typealias Milliseconds = Double
