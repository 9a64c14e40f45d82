// The umbrella: `import ListKit` brings in every module a screen needs.
@_exported import ListKitCore
@_exported import ListKitDSL
@_exported import ListKitDiff
@_exported import ListKitEngine
@_exported import ListKitLifecycle
@_exported import ListKitScrolling
@_exported import ListKitSupplementary
