import Foundation
import Testing

/// A package outside this repository depends on FlowKit by path, adds a `.flow` file to a target, and
/// builds with nothing else: the plugin generates the Swift, an unchanged spec is not regenerated, and
/// a broken spec fails the build with `path:line:column` diagnostics. Slow (a cold build of FlowKit),
/// so it is the one test of its kind.
@Suite struct PluginConsumerTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let spec = """
    app Shop {
      scheme "shop"
    }

    phase home {
      root Catalog
    }

    screen Catalog {
      push Item
    }

    screen Item(id: Int)

    route "/items/{id}" -> Item

    """

  private func swift(_ arguments: [String], in directory: URL) throws -> Flowc.Run {
    try Flowc.run(
      ["swift"] + arguments, in: directory, executable: URL(fileURLWithPath: "/usr/bin/env"),
      timeout: 900)
  }

  @Test func aConsumerPackageBuildsASpecThroughThePlugin() throws {
    let workspace = try Workspace()
    let root = workspace.url
    let identity = Self.repository.lastPathComponent
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/Nav"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try workspace.write(
      "Package.swift",
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Consumer",
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [.package(path: \(String(reflecting: Self.repository.path)))],
        targets: [
          .target(
            name: "Nav",
            dependencies: [.product(name: "FlowRuntime", package: \(String(reflecting: identity)))],
            plugins: [.plugin(name: "FlowBuildPlugin", package: \(String(reflecting: identity)))]),
          .executableTarget(name: "App", dependencies: ["Nav"]),
        ]
      )

      """)
    try workspace.write("Sources/Nav/Shop.flow", Self.spec)
    try workspace.write("Sources/Nav/Exports.swift", "@_exported import FlowRuntime\n")
    try workspace.write(
      "Sources/App/main.swift",
      """
      import Nav

      print(ShopRoute(string: "shop://items/3") == .item(id: 3) ? "opened item 3" : "no match")

      """)

    let first = try swift(["build"], in: root)
    #expect(first.status == 0, "\(first.stdout)\n\(first.stderr)")
    #expect(first.stdout.contains("Generating Shop.flow.swift from Shop.flow"))
    let run = try swift(["run", "--skip-build", "App"], in: root)
    #expect(run.stdout == "opened item 3\n")

    // SwiftPM relinks its host tools once after a cold build (which reruns every command that uses
    // them, with identical output, so nothing recompiles); from then on an unchanged spec runs nothing.
    #expect(try swift(["build"], in: root).status == 0)
    let unchanged = try swift(["build"], in: root)
    #expect(unchanged.status == 0)
    #expect(!unchanged.stdout.contains("Generating Shop.flow.swift"), "\(unchanged.stdout)")

    try workspace.write(
      "Sources/Nav/Shop.flow", Self.spec.replacingOccurrences(of: "-> Item", with: "-> Itme"))
    let broken = try swift(["build"], in: root)
    #expect(broken.status != 0)
    let log = broken.stdout + broken.stderr
    #expect(
      log.contains(
        "Shop.flow:15:24: error: unknown screen, sheet or cover 'Itme'; did you mean 'Item'?"))
  }
}
