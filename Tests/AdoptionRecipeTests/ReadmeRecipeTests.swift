import Foundation
import Testing

/// README's "Adopting FlowKit" recipe stays the one these tests check: its test is this target's
/// `SignInLinkTests.swift` (but for the module's name), and its manifest evaluates and names only products FlowKit
/// has, laid out as this target's package is (the navigation target, FlowTesting for tests).
@Suite(.serialized)
struct ReadmeRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// Word for word but for the module: the recipe's navigation target is `ArchonNavigation`, and
  /// inside FlowKit the same spec's target is `Archon` (a second `ArchonNavigation` would clash with
  /// the example app's, which depends on FlowKit).
  @Test func theReadmeShowsThisTargetsTestWordForWord() throws {
    let test = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Tests/AdoptionRecipeTests/SignInLinkTests.swift"),
      encoding: .utf8)
    #expect(test.hasPrefix("import Archon\n"))
    let shown = "import ArchonNavigation\n" + test.dropFirst("import Archon\n".count)
    #expect(try Self.readme().contains("```swift\n" + shown + "```\n"))
  }

  @Test func theReadmesManifestUsesProductsFlowKitHas() throws {
    let readme = try Self.readme()
    let start = try #require(
      readme.range(of: "// swift-tools-version: 6.1\nimport PackageDescription"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-recipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(readme[start.lowerBound..<end.lowerBound].utf8)
      .write(to: directory.appendingPathComponent("Package.swift"))

    let recipe = try dumpPackage(at: directory, scratch: directory.appendingPathComponent("build"))
    // The app links the navigation target through a library product: without one an Xcode app
    // target or another package cannot depend on it (the adoption review).
    let shipped = try #require(recipe["products"] as? [[String: Any]])
    #expect(shipped.compactMap { $0["name"] as? String } == ["ArchonNavigation"])
    #expect(shipped.first?["targets"] as? [String] == ["ArchonNavigation"])
    let targets = try #require(recipe["targets"] as? [[String: Any]])
    #expect(
      targets.compactMap { $0["name"] as? String } == ["ArchonNavigation", "ArchonNavigationTests"])
    let used = targets.flatMap { target in
      let products = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
        ($0["product"] as? [Any])?.first as? String
      }
      let plugins = (target["pluginUsages"] as? [[String: Any]] ?? []).compactMap {
        ($0["plugin"] as? [Any])?.first as? String
      }
      return products + plugins
    }
    #expect(used == ["FlowRuntime", "FlowBuildPlugin", "FlowTesting"])

    let flowKit = try dumpPackage(at: Self.root, scratch: directory.appendingPathComponent("own"))
    let products = try #require(flowKit["products"] as? [[String: Any]])
    let names = Set(products.compactMap { $0["name"] as? String })
    #expect(Set(used).subtracting(names).isEmpty, "FlowKit has \(names.sorted())")
  }

  /// `swift package dump-package` of the package at `directory`, as JSON.
  private func dumpPackage(at directory: URL, scratch: URL) throws -> [String: Any] {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowkit-dump-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    #expect(process.terminationStatus == 0)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
    return try #require(json as? [String: Any])
  }
}
