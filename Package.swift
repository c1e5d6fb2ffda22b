// swift-tools-version: 6.0
import PackageDescription

/// FlowKit: a `.flow` navigation language, its compiler `flowc`, the runtime that generated code
/// executes, and the SwiftPM plugins that run the compiler on build.
///
/// The compiler is a one-way pipeline of modules: FlowSyntax -> FlowSema -> FlowCodeGen, joined by
/// FlowCompiler. FlowRuntime depends on no compiler module; the compiler uses its URL matcher so that
/// `flowc resolve` and generated code agree by construction.
let package = Package(
  name: "FlowKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
    .library(name: "FlowSwiftUI", targets: ["FlowSwiftUI"]),
    .executable(name: "flowc", targets: ["flowc"]),
    .plugin(name: "FlowBuildPlugin", targets: ["FlowBuildPlugin"]),
  ],
  targets: [
    // The compiler, one stage per module.
    .target(name: "FlowSyntax"),
    .target(name: "FlowSema", dependencies: ["FlowSyntax"]),
    .target(name: "FlowCodeGen", dependencies: ["FlowSema"]),
    .target(
      name: "FlowCompiler",
      dependencies: ["FlowSyntax", "FlowSema", "FlowCodeGen", "FlowRuntime"]
    ),
    .executableTarget(name: "flowc", dependencies: ["FlowCompiler"]),

    // What apps import.
    .target(name: "FlowRuntime"),
    .target(name: "FlowSwiftUI", dependencies: ["FlowRuntime"]),

    // The build-tool plugin: compiles every .flow file of a target on `swift build`.
    .plugin(name: "FlowBuildPlugin", capability: .buildTool(), dependencies: ["flowc"]),

    // Example specs, each a library built through the plugin.
    .target(
      name: "Archon", dependencies: ["FlowRuntime"], path: "Specs/Archon",
      plugins: ["FlowBuildPlugin"]),

    // Tests, one target per module plus the command line end to end.
    .testTarget(name: "FlowSyntaxTests", dependencies: ["FlowSyntax"]),
    .testTarget(name: "FlowSemaTests", dependencies: ["FlowSema"]),
    .testTarget(
      name: "FlowCompilerTests", dependencies: ["FlowCompiler"],
      // Golden specs and their expected output, read by path so that record mode can rewrite them.
      exclude: ["Corpus"]
    ),
    .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime"]),
    .testTarget(name: "flowcTests", dependencies: ["flowc"]),
    .testTarget(name: "ArchonTests", dependencies: ["Archon"]),
  ],
  swiftLanguageModes: [.v6]
)
