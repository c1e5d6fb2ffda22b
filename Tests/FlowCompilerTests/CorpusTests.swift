import FlowCompiler
import Foundation
import Testing

/// Golden tests: each `Corpus/*.flow` is checked and its `gnu` output compared with `*.expected`.
///
/// `FLOWKIT_RECORD=1` rewrites the expected files instead, and fails anyway, so that recording can
/// never make a run pass; `Tests/update-goldens` does this, then the diff is reviewed.
@Suite struct CorpusTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  /// File names in the corpus directory, sorted so runs list them in the same order.
  static func names(withExtension fileExtension: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix("." + fileExtension) }.sorted()
  }

  @Test(arguments: names(withExtension: "flow"))
  func spec(_ name: String) throws {
    let input = try FileLoader.load(
      path: Self.directory.appendingPathComponent(name).path,
      byteLimit: CompilerOptions.defaultMaximumFileSize)
    // Paths relative to the corpus, so the output does not depend on where the checkout lives.
    let report = Compiler().check(InputFile(path: name, contents: input.contents))
    let actual = GNURenderer().render(report.diagnostics, files: [report.source])

    let expectedName = String(name.dropLast(".flow".count)) + ".expected"
    try GoldenFile.check(actual, against: Self.directory.appendingPathComponent(expectedName))
  }

  @Test func everyExpectedFileHasASpec() {
    let specs = Set(Self.names(withExtension: "flow").map { $0.dropLast(".flow".count) })
    let orphans = Self.names(withExtension: "expected").filter {
      !specs.contains($0.dropLast(".expected".count))
    }
    #expect(orphans == [])
    #expect(!specs.isEmpty, "no specs found in \(Self.directory.path)")
  }
}
