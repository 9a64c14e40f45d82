// swift-tools-version: 6.1
// ColorBox: a ListKit component plugin written in Swift, built as a dynamic
// library (libColorBox.so). It needs only the plugin ABI header, which it
// takes from the root package by path. Build it with Plugins/build.sh, or:
//     swift build -c release --package-path Plugins/ColorBox
import PackageDescription

// A path dependency's identity is the name of its directory (the repository
// checkout), not the manifest's `name`; derive it so that the plugin builds
// from a checkout under any name.
let root = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "main"

let package = Package(
    name: "ColorBox",
    products: [
        .library(name: "ColorBox", type: .dynamic, targets: ["ColorBox"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(
            name: "ColorBox",
            dependencies: [.product(name: "ListKitPluginABI", package: root)],
            path: "Sources/ColorBox"
        ),
    ],
    swiftLanguageModes: [.v6]
)
