// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Per",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PerKit", targets: ["PerKit"]),
        .executable(name: "per", targets: ["per"]),
        .executable(name: "PerWasm", targets: ["PerWasm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "PerKit"),
        .executableTarget(name: "PerWasm", dependencies: ["PerKit"]),
        .executableTarget(
            name: "per",
            dependencies: [
                "PerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "PerBench", dependencies: ["PerKit"], path: "Benchmarks/PerBench"),
        .testTarget(name: "PerKitTests", dependencies: ["PerKit"]),
    ]
)
