// swift-tools-version: 6.1
// The libFuzzer target `wasm` (Fuzz/README.md): built by Fuzz/run.sh with
// SwiftPM, as WasmKit's modules need its build settings, over ListKit by path.
import PackageDescription

let package = Package(
    name: "FuzzWasm",
    dependencies: [.package(name: "ListKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "fuzz-wasm",
            dependencies: [.product(name: "ListKitWasmPlugins", package: "ListKit")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
