// swift-tools-version: 6.1
import PackageDescription

/// Archon running on FlowKit: open this file in Xcode on a Mac and run the `ArchonApp` scheme
/// (README.md in this folder). Screens are placeholders; the navigation is the real spec's.
let package = Package(
  name: "ArchonApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    // What an iOS app target links to run the same navigation (README.md, "Run Archon on a Mac").
    .library(name: "ArchonNavigation", targets: ["ArchonNavigation"])
  ],
  dependencies: [
    // This repository; named so the products below resolve whatever the checkout's folder is called.
    .package(name: "FlowKit", path: "../..")
  ],
  targets: [
    // Archon.flow (a link to Specs/Archon/Archon.flow) compiled by the plugin on every build. A target
    // needs one Swift file of its own: Exports.swift re-exports the runtime.
    .target(
      name: "ArchonNavigation",
      dependencies: [.product(name: "FlowRuntime", package: "FlowKit")],
      plugins: [.plugin(name: "FlowBuildPlugin", package: "FlowKit")]),
    .executableTarget(
      name: "ArchonApp",
      dependencies: ["ArchonNavigation", .product(name: "FlowSwiftUI", package: "FlowKit")]),
  ]
)
