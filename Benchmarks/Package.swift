// swift-tools-version: 6.1
// ListKit benchmarks: a separate package so that the root package does not
// depend on package-benchmark. Run with:
//     cd Benchmarks && swift package --disable-sandbox benchmark
import PackageDescription

// A path dependency's identity is the name of its directory (the repository
// checkout, `main` here), not the manifest's `name`; derive it so that the
// benchmarks build from a checkout under any name.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

/// One benchmark executable: `Benchmarks/<name>`, linking the named ListKit
/// products (and `BenchmarkSupport` when `support` is true) and run by the
/// benchmark plugin.
func benchmark(_ name: String, products: [String], support: Bool) -> Target {
    var dependencies: [Target.Dependency] = products.map { .product(name: $0, package: root) }
    if support { dependencies.append("BenchmarkSupport") }
    dependencies.append(.product(name: "Benchmark", package: "package-benchmark"))
    return .executableTarget(
        name: name, dependencies: dependencies, path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
}

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
                .product(name: "ListKitScrolling", package: root),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        benchmark("LayoutBenchmarks", products: ["ListKitCore", "ListKitEngine"], support: true),
        benchmark("DiffBenchmarks", products: ["ListKitDiff"], support: true),
        benchmark(
            "LifecycleBenchmarks", products: ["ListKitCore", "ListKitEngine", "ListKitLifecycle", "ListKitScrolling"],
            support: true),
        benchmark("DocumentBenchmarks", products: ["ListKitDocument", "ListKitJSON", "ListKitDSL"], support: false),
        benchmark("RendererBenchmarks", products: ["ListKit", "ListKitDiff"], support: true),
        benchmark("PassBenchmarks", products: ["ListKit"], support: true),
        benchmark("SeedPatternBenchmarks", products: ["ListKit", "ListKitDiff"], support: true),
        benchmark(
            "PluginBenchmarks",
            products: ["ListKitCore", "ListKitDSL", "ListKit", "ListKitPluginABI", "ListKitPlugins", "ListKitWasmPlugins"],
            support: true),
    ],
    swiftLanguageModes: [.v6]
)
