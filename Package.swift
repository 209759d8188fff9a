// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .executable(name: "sitegen-fuzz", targets: ["SitegenFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "sitegen",
            dependencies: ["SitegenCLI"],
            swiftSettings: swiftSettings,
            // mimalloc replaces glibc's malloc for the whole process: glibc's _int_malloc was the
            // hottest function of a large build (the figures are in docs/benchmarks.md).
            linkerSettings: [.linkedLibrary("mimalloc")]
        ),
        .executableTarget(
            // Fuzz targets: a seeded mutation runner by default; libFuzzer targets when built
            // with `-D FUZZING -sanitize=fuzzer,address` (see `make fuzz`).
            name: "SitegenFuzz",
            dependencies: [
                "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender", "SitegenOutput",
                "SitegenPipeline", "SitegenImport",
                "SitegenLayout", "SitegenLayoutFile", "SitegenMarkdown", "SitegenTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SitegenCLI",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenOutput",
                "SitegenPipeline", "SitegenImport", "SitegenLayout", "SitegenLayoutFile", "SitegenServer",
                "SitegenPlatform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SitegenServer",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenOutput", "SitegenPipeline",
                "SitegenPlatform", .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // Front matter, site.yml and data files read with positions: YAML, TOML and JSON; the
            // escaping of text into JSON, XML and URL paths.
            name: "SitegenFormats",
            dependencies: [
                "SitegenDiagnostics", "SitegenMarkdown",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // The operating system's calls whose form differs by system (exchanging folders,
            // durability, copying, watching): Linux, Darwin and portable POSIX implementations,
            // chosen at run time (`SITEGEN_PLATFORM=posix`).
            name: "SitegenPlatform",
            swiftSettings: swiftSettings
        ),
        .target(
            // The one seam to the operating system's files: reading, listing, writing, stamps.
            name: "SitegenFileSystem",
            dependencies: ["SitegenDiagnostics", "SitegenPlatform"],
            swiftSettings: swiftSettings
        ),
        .target(
            // Content/ read and decoded into the model: the site, its episodes, media and people.
            name: "SitegenContent",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenLayout", "SitegenMarkdown",
                "SitegenHighlight", "SitegenImages", .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // The model made pages: routes, themes, templates, composition, pictures, feeds, and
            // what each page read.
            name: "SitegenRender",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenLayout",
                "SitegenLayoutFile", "SitegenMarkdown", "SitegenHighlight", "SitegenImages",
                .product(name: "Mustache", package: "swift-mustache"), .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("DefaultTheme")],
            swiftSettings: swiftSettings
        ),
        .target(
            // Rendered files written into Output/: the swap, the lock, carried folders, the search index.
            name: "SitegenOutput",
            dependencies: [
                "SitegenDiagnostics", "SitegenFileSystem", "SitegenFormats", "SitegenContent", "SitegenPlatform",
                "SitegenSearchIndex",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // The build as a list of steps, its cache across builds, `sitegen check` and the scaffolds.
            name: "SitegenPipeline",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender",
                "SitegenOutput", "SitegenMarkdown", "SitegenHighlight",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // `sitegen import`: Hugo, Jekyll and Zola sites made sitegen sites; never linked by the build.
            name: "SitegenImport",
            dependencies: [
                "SitegenDiagnostics", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender",
                "SitegenMarkdown", "SitegenImages", "SitegenSearchIndex",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            // Diagnostic and SourcePosition: what every stage reports errors with.
            name: "SitegenDiagnostics",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SitegenLayout",
            dependencies: ["SitegenDiagnostics"],
            swiftSettings: swiftSettings
        ),
        .target(
            // Layout files (`Themes/<theme>/layouts/*.yml`) decoded into the engine's values.
            name: "SitegenLayoutFile",
            dependencies: [
                "SitegenDiagnostics", "SitegenLayout", "SitegenFormats",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .systemLibrary(
            name: "CcmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .target(
            // An add-only `cmark_manage_extensions_special_characters`, so that documents can be
            // parsed on every core (see the source file).
            name: "CmarkParallelParse",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(
            name: "SitegenMarkdown",
            dependencies: ["CcmarkGFM", "CmarkParallelParse", "SitegenHighlight"],
            swiftSettings: swiftSettings
        ),
        .target(
            // Build-time syntax highlighting of code blocks: Swift with swift-syntax's parser,
            // other languages with small table-driven lexers; text in, HTML out, no I/O.
            name: "SitegenHighlight",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenHighlightTests",
            dependencies: ["SitegenHighlight", "SitegenTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .systemLibrary(
            // zlib (Debian `zlib1g-dev`): only SitegenSearchIndex imports it.
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            // Pagefind's index files read, merged and written: bytes in, bytes out, no I/O.
            name: "SitegenSearchIndex",
            dependencies: ["CZlib"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenSearchIndexTests",
            dependencies: ["SitegenSearchIndex", "SitegenTestSupport"],
            // Scripts/: the oracles that made the Pagefind fixtures, run by hand.
            exclude: ["Scripts"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .systemLibrary(
            // libvips (Debian `libvips-dev`): only SitegenImages imports it.
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"]), .brew(["vips"])]
        ),
        .target(
            // Raster images decoded, measured and encoded on libvips: bytes in, bytes out, no I/O.
            name: "SitegenImages",
            dependencies: ["CVips"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenImagesTests",
            dependencies: ["SitegenImages", "SitegenTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenMarkdownTests",
            dependencies: ["SitegenMarkdown", "SitegenTestSupport"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SitegenTestSupport",
            exclude: ["Scripts"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenLayoutTests",
            dependencies: ["SitegenLayout", "SitegenTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenLayoutFileTests",
            dependencies: [
                "SitegenLayoutFile", "SitegenLayout", "SitegenFormats", "SitegenTestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Scripts"],
            resources: [.copy("Fixtures"), .copy("LayoutFixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenSiteTests",
            dependencies: [
                "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender", "SitegenOutput",
                "SitegenPipeline", "SitegenImport",
                "SitegenLayout", "SitegenLayoutFile", "SitegenMarkdown", "SitegenImages", "SitegenHighlight",
                "SitegenTestSupport", "SitegenPlatform",
                .product(name: "Yams", package: "Yams"),
            ],
            // Tools/: the Python scripts the podcast tests run (found from the package root).
            exclude: ["Tools"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenPlatformTests",
            dependencies: ["SitegenPlatform", "SitegenTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenServerTests",
            // SitegenImages: real pictures made at test time (a page bundle's picture replaced).
            dependencies: [
                "SitegenServer", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender",
                "SitegenOutput", "SitegenPipeline", "SitegenImport", "SitegenImages", "SitegenTestSupport",
            ],
            // Scripts/: serve-fuzz.py, run against the real binary (found from the package root).
            exclude: ["Scripts"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SitegenCLITests",
            dependencies: [
                "SitegenCLI", "SitegenFormats", "SitegenFileSystem", "SitegenContent", "SitegenRender", "SitegenOutput",
                "SitegenPipeline", "SitegenImport", "SitegenLayout", "SitegenLayoutFile", "SitegenHighlight",
                "SitegenImages",
                "SitegenTestSupport",
            ],
            exclude: ["Scripts"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ]
)
