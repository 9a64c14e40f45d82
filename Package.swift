// swift-tools-version: 6.1
// ListKit: a headless engine for declarative, component-based list UIs.
// Every module is a library product of its own; see Documentation/Architecture.md
// for the only dependencies allowed between them.
import PackageDescription

let package = Package(
    name: "ListKit",
    products: [
        .library(name: "ListKitCore", targets: ["ListKitCore"]),
        .library(name: "ListKitDiff", targets: ["ListKitDiff"]),
        .library(name: "ListKitJSON", targets: ["ListKitJSON"]),
        .library(name: "ListKitSupplementary", targets: ["ListKitSupplementary"]),
        .library(name: "ListKitScrolling", targets: ["ListKitScrolling"]),
        .library(name: "ListKitEngine", targets: ["ListKitEngine"]),
        .library(name: "ListKitLifecycle", targets: ["ListKitLifecycle"]),
        .library(name: "ListKitDSL", targets: ["ListKitDSL"]),
        .library(name: "ListKitLayoutDSL", targets: ["ListKitLayoutDSL"]),
        .library(name: "ListKit", targets: ["ListKit"]),
        .library(name: "ListKitDocument", targets: ["ListKitDocument"]),
        .library(name: "ListKitPluginABI", targets: ["ListKitPluginABI"]),
        .library(name: "ListKitPluginModel", targets: ["ListKitPluginModel"]),
        .library(name: "ListKitPlugins", targets: ["ListKitPlugins"]),
        .library(name: "ListKitWasmPlugins", targets: ["ListKitWasmPlugins"]),
        .library(name: "ListKitSimulation", targets: ["ListKitSimulation"]),
        .library(name: "ListKitPicture", targets: ["ListKitPicture"]),
        .library(name: "ListKitSnapshotTesting", targets: ["ListKitSnapshotTesting"]),
        .library(name: "ListKitPreview", targets: ["ListKitPreview"]),
        .executable(name: "viewport-sim", targets: ["viewport-sim"]),
        .executable(name: "listkit-plugin-host", targets: ["listkit-plugin-host"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (Scripts/docs); a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // ListKitSnapshotTesting's strategies plug into its `Snapshotting`.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // ListKitWasmPlugins runs WebAssembly plugins in WasmKit's interpreter (fuel, memory limits);
        // only its thread-safety trait is needed (no file system, no disassembler).
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2", traits: ["MultiThread"]),
        // ListKitPreview's HTTP and WebSocket server (`viewport-sim serve`): small, no SwiftNIO
        // (Documentation/viewport-sim.md, "serve", says why).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Core imports nothing; on Linux its rounding needs libm at link time.
        .target(
            name: "ListKitCore",
            path: "Modules/ListKitCore",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "ListKitDiff", dependencies: ["ListKitCore"], path: "Modules/ListKitDiff"),
        // The one JSON reader and writer; imports nothing.
        .target(name: "ListKitJSON", path: "Modules/ListKitJSON"),
        .target(
            name: "ListKitSupplementary",
            dependencies: ["ListKitCore"],
            path: "Modules/ListKitSupplementary"
        ),
        // Scroll physics; its curves call libm's exp and log.
        .target(
            name: "ListKitScrolling",
            dependencies: ["ListKitCore"],
            path: "Modules/ListKitScrolling",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "ListKitEngine",
            dependencies: ["ListKitCore", "ListKitSupplementary", "ListKitDiff", "ListKitScrolling"],
            path: "Modules/ListKitEngine"
        ),
        .target(
            name: "ListKitLifecycle",
            dependencies: ["ListKitCore"],
            path: "Modules/ListKitLifecycle"
        ),
        .target(
            name: "ListKitDSL",
            dependencies: ["ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitLifecycle", "ListKitJSON"],
            path: "Modules/ListKitDSL"
        ),
        .target(
            name: "ListKitLayoutDSL",
            dependencies: ["ListKitCore", "ListKitSupplementary", "ListKitEngine"],
            path: "Modules/ListKitLayoutDSL"
        ),
        .target(
            name: "ListKit",
            dependencies: [
                "ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitDSL", "ListKitDiff", "ListKitLifecycle",
                "ListKitScrolling",
            ],
            path: "Modules/ListKit"
        ),
        .target(
            name: "ListKitDocument",
            dependencies: ["ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitDSL", "ListKitJSON"],
            path: "Modules/ListKitDocument"
        ),
        // The plugin ABI: one C header, all a plugin author needs.
        .target(name: "ListKitPluginABI", path: "Modules/ListKitPluginABI"),
        // libffi, found through pkg-config (module map links "ffi" otherwise).
        .systemLibrary(
            name: "CFFI",
            path: "Modules/CFFI",
            pkgConfig: "libffi",
            providers: [.apt(["libffi-dev"])]
        ),
        // What every plugin backend shares: kinds, props, display lists, errors, registration.
        .target(
            name: "ListKitPluginModel",
            dependencies: ["ListKitCore", "ListKitDSL", "ListKitJSON"],
            path: "Modules/ListKitPluginModel"
        ),
        .target(
            name: "ListKitPlugins",
            dependencies: ["ListKitPluginModel", "ListKitCore", "ListKitPluginABI", "CFFI", "ListKitDSL"],
            path: "Modules/ListKitPlugins"
        ),
        // WebAssembly plugins, run in process by WasmKit; links no libffi.
        .target(
            name: "ListKitWasmPlugins",
            dependencies: [
                "ListKitPluginModel", "ListKitCore", "ListKitDSL", .product(name: "WasmKit", package: "WasmKit"),
            ],
            path: "Modules/ListKitWasmPlugins"
        ),
        .target(
            name: "ListKitSimulation",
            dependencies: [
                "ListKit", "ListKitCore", "ListKitEngine", "ListKitLifecycle", "ListKitDSL", "ListKitDiff",
                "ListKitDocument", "ListKitScrolling", "ListKitJSON",
            ],
            path: "Modules/ListKitSimulation"
        ),
        .target(
            name: "ListKitPicture",
            dependencies: [
                "ListKitCore", "ListKitEngine", "ListKitDSL", "ListKitLifecycle", "ListKitSimulation", "ListKitJSON",
            ],
            path: "Modules/ListKitPicture"
        ),
        .target(
            name: "ListKitSnapshotTesting",
            dependencies: [
                "ListKit", "ListKitPicture", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Modules/ListKitSnapshotTesting"
        ),
        // The live preview behind `viewport-sim serve`: a session per page over a simulator.
        .target(
            name: "ListKitPreview",
            dependencies: [
                "ListKit", "ListKitCore", "ListKitJSON", "ListKitSimulation", "ListKitPicture", "ListKitDocument",
                "ListKitPluginModel", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Modules/ListKitPreview"
        ),
        .executableTarget(
            name: "listkit-plugin-host", dependencies: ["ListKitPlugins"], path: "Tools/listkit-plugin-host"),
        .executableTarget(
            name: "viewport-sim",
            dependencies: [
                "ListKit", "ListKitCore", "ListKitEngine", "ListKitDiff", "ListKitLifecycle", "ListKitDocument",
                "ListKitDSL", "ListKitPluginModel", "ListKitPlugins", "ListKitWasmPlugins", "ListKitSimulation",
                "ListKitPicture", "ListKitJSON", "ListKitPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/viewport-sim"
        ),
        // The documentation's Swift samples, which the doc test writes and runs.
        .executableTarget(
            name: "doc-samples",
            dependencies: [
                "ListKit", "ListKitCore", "ListKitSupplementary", "ListKitScrolling", "ListKitEngine",
                "ListKitLifecycle", "ListKitDSL", "ListKitLayoutDSL", "ListKitDiff", "ListKitDocument",
                "ListKitPlugins", "ListKitSimulation", "ListKitPicture", "ListKitJSON",
            ],
            path: "Tests/DocSamples"
        ),
        // What several test targets share: the seeded generator.
        .target(name: "ListKitTestSupport", path: "Tests/ListKitTestSupport"),
        // The seed README's components, shared by the DSL and renderer tests.
        .target(
            name: "ListKitSeedComponents", dependencies: ["ListKitCore", "ListKitSupplementary", "ListKitDSL"],
            path: "Tests/ListKitSeedComponents"),
        // UIKit output measured from public images (Documentation/Fidelity.md), as cases ListKit must lay out.
        .target(name: "ListKitFidelity", dependencies: ["ListKit"], path: "Tests/ListKitFidelity"),
        .testTarget(
            name: "ListKitFidelityTests", dependencies: ["ListKitFidelity", "ListKit"], path: "Tests/ListKitFidelityTests"),
        .testTarget(name: "ListKitCoreTests", dependencies: ["ListKitCore"], path: "Tests/ListKitCoreTests"),
        .testTarget(
            name: "ListKitDiffTests", dependencies: ["ListKitCore", "ListKitDiff", "ListKitTestSupport"], path: "Tests/ListKitDiffTests"),
        .testTarget(
            name: "ListKitEngineTests",
            dependencies: [
                "ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitScrolling", "ListKitDiff",
                "ListKitTestSupport",
            ],
            path: "Tests/ListKitEngineTests"
        ),
        .testTarget(
            name: "ListKitScrollingTests",
            dependencies: ["ListKitCore", "ListKitScrolling"],
            path: "Tests/ListKitScrollingTests"
        ),
        .testTarget(
            name: "ListKitLifecycleTests",
            dependencies: ["ListKitCore", "ListKitLifecycle", "ListKitScrolling", "ListKitTestSupport"],
            path: "Tests/ListKitLifecycleTests"
        ),
        .testTarget(
            name: "ListKitDSLTests",
            dependencies: [
                "ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitDSL", "ListKitJSON", "ListKitLifecycle",
                "ListKitSeedComponents", "ListKitTestSupport",
            ],
            path: "Tests/ListKitDSLTests"
        ),
        .testTarget(
            name: "ListKitLayoutDSLTests",
            dependencies: ["ListKitLayoutDSL"],
            path: "Tests/ListKitLayoutDSLTests"
        ),
        .testTarget(
            name: "ListKitTests",
            dependencies: ["ListKit", "ListKitDocument", "ListKitTestSupport", "ListKitSeedComponents"],
            path: "Tests/ListKitTests"
        ),
        .testTarget(name: "ListKitJSONTests", dependencies: ["ListKitJSON"], path: "Tests/ListKitJSONTests"),
        .testTarget(
            name: "ListKitDocumentTests",
            dependencies: [
                "ListKitCore", "ListKitSupplementary", "ListKitEngine", "ListKitDSL", "ListKitDocument", "ListKitJSON",
                "ListKitTestSupport",
            ],
            path: "Tests/ListKitDocumentTests"
        ),
        .testTarget(
            name: "ListKitPluginsTests",
            dependencies: [
                "ListKitCore", "ListKitPluginABI", "ListKitPluginModel", "ListKitPlugins", "ListKitDSL", "ListKitJSON",
                "ListKit", "ListKitDocument", "listkit-plugin-host", "ListKitTestSupport",
            ],
            path: "Tests/ListKitPluginsTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ListKitWasmPluginsTests",
            dependencies: [
                "ListKitCore", "ListKitPluginModel", "ListKitPlugins", "ListKitWasmPlugins", "ListKitDSL", "ListKit",
                "ListKitLifecycle", "ListKitEngine", "ListKitPluginABI", "listkit-plugin-host", "ListKitTestSupport",
                .product(name: "WAT", package: "WasmKit"),
            ],
            path: "Tests/ListKitWasmPluginsTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ListKitPictureTests",
            dependencies: ["ListKitCore", "ListKitEngine", "ListKitDSL", "ListKitPicture", "ListKitSimulation", "ListKit", "ListKitDocument"],
            path: "Tests/ListKitPictureTests"
        ),
        .testTarget(
            name: "ListKitPreviewTests",
            dependencies: [
                "ListKitPreview", "ListKit", "ListKitDocument", "ListKitSimulation", "ListKitJSON", "ListKitPluginModel",
                "ListKitTestSupport",
            ],
            path: "Tests/ListKitPreviewTests"
        ),
        .testTarget(
            name: "ListKitSnapshotTestingTests",
            dependencies: [
                "ListKitSnapshotTesting", "ListKit", "ListKitDocument",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/ListKitSnapshotTestingTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ListKit", "ListKitCore", "ListKitEngine", "ListKitDocument", "ListKitSimulation", "viewport-sim",
                "listkit-plugin-host", "ListKitTestSupport",
            ],
            path: "Tests/EndToEndTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DocTests",
            dependencies: [
                "ListKitCore", "ListKitDSL", "ListKitDocument", "ListKitPlugins", "ListKitWasmPlugins", "ListKitSimulation",
                "viewport-sim", "doc-samples", "listkit-plugin-host", "ListKitTestSupport",
            ],
            path: "Tests/DocTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
