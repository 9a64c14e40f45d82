// swift-tools-version: 6.1
// ListKit benchmarks: a separate package so that the root package does not
// depend on package-benchmark. Run with:
//     cd Benchmarks && swift package --disable-sandbox benchmark
import PackageDescription

// A path dependency's identity is the name of its directory (the repository
// checkout, `main` here), not the manifest's `name`; derive it so that the
// benchmarks build from a checkout under any name.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
    name: "ListKitBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What several benchmarks share: a seeded generator, the grid of 5.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "ListKitCore", package: root),
                .product(name: "ListKitEngine", package: root),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "ListKitCore", package: root),
                .product(name: "ListKitEngine", package: root),
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "ListKitDiff", package: root),
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "LifecycleBenchmarks",
            dependencies: [
                .product(name: "ListKitCore", package: root),
                .product(name: "ListKitEngine", package: root),
                .product(name: "ListKitLifecycle", package: root),
                .product(name: "ListKitScrolling", package: root),
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LifecycleBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "DocumentBenchmarks",
            dependencies: [
                .product(name: "ListKitDocument", package: root),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/DocumentBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "RendererBenchmarks",
            dependencies: [
                .product(name: "ListKit", package: root),
                .product(name: "ListKitDiff", package: root),
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RendererBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
        .executableTarget(
            name: "PluginBenchmarks",
            dependencies: [
                .product(name: "ListKitCore", package: root),
                .product(name: "ListKitDSL", package: root),
                .product(name: "ListKit", package: root),
                .product(name: "ListKitPluginABI", package: root),
                .product(name: "ListKitPlugins", package: root),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/PluginBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
