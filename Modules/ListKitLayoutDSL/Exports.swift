// One import gives a seed user what `import UIKit` and
// `import CompositionalLayoutDSL` gave: the DSL, the headless collection view
// and the layout vocabulary. Inside this module's own names (`Section`,
// `CompositionalLayout`, `BoundarySupplementaryItem`, …) shadow the engine's
// models of the same name; import ListKitEngine beside it only when those
// models are wanted, and name them `ListKitEngine.CompositionalLayout`.
@_exported import ListKitCore
@_exported import ListKitEngine
@_exported import ListKitSupplementary
