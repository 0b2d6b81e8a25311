// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Per",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PerKit", targets: ["PerKit"]),
        .executable(name: "per", targets: ["per"]),
        .executable(name: "PerWasm", targets: ["PerWasm"]),
        .executable(name: "PerFilesWasm", targets: ["PerFilesWasm"]),
        .executable(name: "PerSyncWasm", targets: ["PerSyncWasm"]),
        .executable(name: "PerBookWasm", targets: ["PerBookWasm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "PerKit"),
        .target(name: "PerWire", dependencies: ["PerKit"]),
        // The web app's WebAssembly modules: per.wasm (the app), per-files.wasm (list files,
        // loaded when first used), per-sync.wasm (household sync) and per-book.wasm (the price
        // book screen, loaded when first opened), with the string ABI they share.
        .target(name: "WasmABI"),
        .executableTarget(name: "PerWasm", dependencies: ["PerWire", "WasmABI"]),
        .executableTarget(name: "PerFilesWasm", dependencies: ["PerKit", "PerWire", "WasmABI"]),
        .executableTarget(name: "PerSyncWasm", dependencies: ["PerWire", "WasmABI"]),
        .executableTarget(name: "PerBookWasm", dependencies: ["PerWire", "WasmABI"]),
        .executableTarget(
            name: "per",
            dependencies: [
                "PerKit",
                "PerOCR",
                "PerStorage",
                "PerServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Reads `per compare --csv` files; PerKit checks the records it reads.
                .product(name: "SwiftCSV", package: "SwiftCSV"),
            ]
        ),
        // Households, devices, invites, saved lists, sync records and the price book, behind
        // one Repository protocol with a SQLite and a PostgreSQL implementation; no HTTP.
        .target(
            name: "PerStorage",
            dependencies: [
                "PerKit",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // PostgreSQL, for several `per serve` instances on one database.
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // SHA-256 of device tokens and invite codes, which are stored only hashed.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "PerServer",
            dependencies: [
                "PerKit",
                "PerOCR",
                "PerStorage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CompressNIO", package: "compress-nio"),
                // The OpenAPI document's ETag.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The API's OpenAPI document, compiled into the binary: `per` serves it from
            // wherever it is run, with no resource bundle to find beside the executable.
            resources: [.embedInCode("Resources/openapi.yaml")]
        ),
        // Reading a shelf-tag photo into words with their boxes, on the machine: Tesseract 5 and
        // Leptonica through their C APIs, for `per scan` and `POST /api/scan`. PerKit and the
        // wasm modules build without Tesseract (the page reads pasted tag text with PerKit).
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        .target(name: "PerOCR", dependencies: ["CTesseract", "PerKit"]),
        .executableTarget(
            name: "PerBench", dependencies: ["PerKit", "SeededRandom"], path: "Benchmarks/PerBench"),
        // Times PerOCR on the shelf-tag corpus (scripts/tag-corpus.py); Benchmarks/scan compares.
        .executableTarget(
            name: "PerOCRBench", dependencies: ["PerOCR", "PerKit"], path: "Benchmarks/PerOCRBench"),
        // The seeded random generator of the property tests and the benchmark.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(name: "PerKitTests", dependencies: ["PerKit", "SeededRandom"]),
        // Shelf-tag images the corpus script drew (PerOCRTests reads them from the source tree).
        .testTarget(name: "PerOCRTests", dependencies: ["PerOCR", "PerKit"], exclude: ["Fixtures"]),
        .testTarget(name: "perTests", dependencies: ["per", "PerKit", "PerStorage", "SeededRandom"]),
        // What the app's and the wire's tests share: a TCA-style test store, products and forms
        // written in a line, and the wire JSON of each action.
        .target(name: "PerAppTestSupport", dependencies: ["PerKit"], path: "Tests/PerAppTestSupport"),
        .testTarget(
            name: "PerAppTests", dependencies: ["PerKit", "PerWire", "SeededRandom", "PerAppTestSupport"]),
        .testTarget(
            name: "PerWireTests", dependencies: ["PerWire", "PerKit", "SeededRandom", "PerAppTestSupport"]),
        // The databases of the storage and server tests: SQLite, or PostgreSQL in the run that
        // sets PER_TEST_POSTGRES_URL (scripts/test-postgres.sh).
        .target(
            name: "PerStorageTestSupport",
            dependencies: [
                "PerStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/PerStorageTestSupport"
        ),
        // One suite for both databases: every test runs on SQLite, and on PostgreSQL too.
        .testTarget(
            name: "PerStorageTests",
            dependencies: [
                "PerStorage",
                "PerStorageTestSupport",
                "PerKit",
                // Builds databases as earlier versions wrote them, to test the migrations.
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            // Databases the previous version wrote (ListsFixture reads them from the source tree).
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PerServerTests",
            dependencies: [
                "PerServer",
                "PerStorage",
                "PerStorageTestSupport",
                "PerKit",
                "SeededRandom",
                // Runs the built `per` to compare its figures with the API's and the app's.
                "per",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                // Builds databases as earlier versions wrote them, to test the migrations.
                .product(name: "GRDB", package: "GRDB.swift"),
                // Creates a schema per test in the PostgreSQL run, and reads its tables.
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
    ]
)
