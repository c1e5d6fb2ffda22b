// swift-tools-version: 6.1
import PackageDescription

/// FlowKit: a `.flow` navigation language, its compiler `flowc`, the runtime that generated code
/// executes, and the SwiftPM plugins that run the compiler on build.
///
/// The compiler is a one-way pipeline of modules: FlowSyntax -> FlowSema -> FlowCodeGen, joined by
/// FlowCompiler, which also runs FlowSimulation's `expect` lines; FlowTools holds flowc's other
/// tools on top of it. FlowRuntime depends on no compiler module; the compiler uses it so that what
/// a link means is written once: FlowSema checks routes with the runtime's segment and query types,
/// parsers and specificity order, and FlowSimulation (`flowc resolve`, `expect`) matches with the
/// runtime's matcher, so the checker, the tools and generated code agree by construction.
let package = Package(
  name: "FlowKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
    .library(name: "FlowSwiftUI", targets: ["FlowSwiftUI"]),
    .library(name: "FlowTesting", targets: ["FlowTesting"]),
    .executable(name: "flowc", targets: ["flowc"]),
    .plugin(name: "FlowBuildPlugin", targets: ["FlowBuildPlugin"]),
    .plugin(name: "FlowCheckPlugin", targets: ["FlowCheckPlugin"]),
    .plugin(name: "FlowFormatPlugin", targets: ["FlowFormatPlugin"]),
  ],
  targets: [
    // The compiler, one stage per module.
    .target(name: "FlowSyntax"),
    // FlowSema imports FlowRuntime for link semantics (FlowRuntime/Links), never the reverse.
    .target(name: "FlowSema", dependencies: ["FlowSyntax", "FlowRuntime"]),
    .target(name: "FlowCodeGen", dependencies: ["FlowSyntax", "FlowSema"]),
    // A checked spec run on the real runtime: `flowc resolve` and `expect` lines. Apart from
    // FlowSema because it runs the navigator; FlowSema stays static.
    .target(name: "FlowSimulation", dependencies: ["FlowSyntax", "FlowSema", "FlowRuntime"]),
    .target(
      name: "FlowCompiler",
      dependencies: ["FlowSyntax", "FlowSema", "FlowCodeGen", "FlowSimulation", "FlowRuntime"]
    ),
    // flowc's tools, each in its folder: the URL contract (`diff`, `check --against`), export,
    // format, graph, routes, resolve's rendering, the editor and the language server, and the
    // writer of generated files. Built on the pipeline's result; the pipeline never calls them.
    .target(
      name: "FlowTools",
      dependencies: ["FlowCompiler", "FlowSimulation", "FlowSema", "FlowSyntax", "FlowRuntime"]),
    .executableTarget(
      name: "flowc",
      dependencies: [
        "FlowTools", "FlowCompiler", "FlowSimulation", "FlowSema", "FlowSyntax", "FlowRuntime",
      ]),

    // Command plugins: `swift package flowc-check` and `swift package flowc-format`.
    .plugin(
      name: "FlowCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "flowc-check", description: "Check every .flow spec in the package's targets.")),
      dependencies: ["flowc"],
      path: "Plugins/FlowCommandPlugins/FlowCheckPlugin"
    ),
    .plugin(
      name: "FlowFormatPlugin",
      capability: .command(
        intent: .custom(
          verb: "flowc-format",
          description: "Rewrite every .flow spec in the package's targets in the canonical layout."),
        permissions: [
          .writeToPackageDirectory(reason: "flowc format rewrites .flow specs in place.")
        ]),
      dependencies: ["flowc"],
      path: "Plugins/FlowCommandPlugins/FlowFormatPlugin"
    ),

    // What apps import.
    .target(name: "FlowRuntime"),
    .target(name: "FlowSwiftUI", dependencies: ["FlowRuntime"]),
    // What apps' tests import: a navigator with settable conditions and comparable places.
    .target(name: "FlowTesting", dependencies: ["FlowRuntime"]),

    // The build-tool plugin: compiles every .flow file of a target on `swift build`.
    .plugin(name: "FlowBuildPlugin", capability: .buildTool(), dependencies: ["flowc"]),

    // Example specs, each a library built through the plugin.
    .target(
      name: "Archon", dependencies: ["FlowRuntime"], path: "Specs/Archon",
      plugins: ["FlowBuildPlugin"]),
    .target(
      name: "Storefront", dependencies: ["FlowRuntime"], path: "Specs/Storefront",
      plugins: ["FlowBuildPlugin"]),
    // Compose builds as a new Xcode app target does (main-actor isolation by default, SE-0466), so
    // the plugin's output is proven to compile there too.
    .target(
      name: "Compose", dependencies: ["FlowRuntime"], path: "Specs/Compose",
      swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])],
      plugins: ["FlowBuildPlugin"]),

    // Benchmarks: `swift run -c release FlowBenchmarks` (README, "Benchmarks"). The checked-in
    // Bench.flow goes through the build plugin so the generated matcher is measured as apps use it.
    .executableTarget(
      name: "FlowBenchmarks",
      dependencies: [
        "AllocationCounter", "FlowCompiler", "FlowRuntime", "FlowSema", "FlowSimulation",
        "FlowSyntax",
      ],
      path: "Benchmarks/FlowBenchmarks",
      plugins: ["FlowBuildPlugin"]),
    // Counts the benchmark process's heap allocations (C, because it replaces `malloc`).
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),

    // Helpers shared by the test targets.
    .target(name: "FlowTestSupport", path: "Tests/FlowTestSupport"),

    // Tests, one target per module plus the command line end to end.
    .testTarget(name: "FlowSyntaxTests", dependencies: ["FlowSyntax", "FlowTestSupport"]),
    .testTarget(name: "FlowSemaTests", dependencies: ["FlowSema", "FlowRuntime"]),
    .testTarget(
      name: "FlowCompilerTests",
      dependencies: ["FlowCompiler", "FlowSimulation", "FlowTools", "FlowTestSupport"],
      // Golden specs and their expected output, read by path so that record mode can rewrite them.
      exclude: ["Corpus"]
    ),
    .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime", "FlowTestSupport"]),
    // README's "Adopting FlowKit" test, as an app's test target has it: its navigation target and
    // FlowTesting, nothing else. A second file checks that the README still shows the first.
    .testTarget(name: "AdoptionRecipeTests", dependencies: ["Archon", "FlowTesting"]),
    .testTarget(
      name: "FlowTestingTests", dependencies: ["FlowTesting", "Archon", "Storefront"]),
    // FlowSwiftUI and Examples/ArchonApp built against the SwiftUI stand-in (Tests/SwiftUIStandIn).
    .testTarget(
      name: "FlowSwiftUITests", dependencies: ["Archon", "FlowRuntime", "FlowTestSupport"]),
    .testTarget(name: "flowcTests", dependencies: ["flowc", "FlowTestSupport"]),
    .testTarget(
      name: "ArchonTests",
      dependencies: [
        "Archon", "FlowCompiler", "FlowSimulation", "FlowSyntax", "FlowTestSupport", "FlowTesting",
      ]),
    .testTarget(
      name: "StorefrontTests",
      dependencies: ["Storefront", "FlowCompiler", "FlowSimulation", "FlowTestSupport"]),
    .testTarget(
      name: "ComposeTests", dependencies: ["Compose", "FlowCompiler", "FlowSimulation"]),
  ],
  swiftLanguageModes: [.v6]
)
