import Foundation
import Testing

/// The FL0016-FL0018, FL04xx and FL05xx examples of docs/Diagnostics.md produce exactly the
/// diagnostic shown: ignore comments and FL04xx through `Compiler.check`, FL05xx (an old spec, then
/// a new one) through `Compiler.diff`.
@Suite struct DiagnosticsDocumentContractTests {
  static func entries() throws -> [DiagnosticsDocument.Entry] {
    try DiagnosticsDocument.entries().filter {
      Self.ignoreCommentCodes.contains($0.code) || $0.code.hasPrefix("FL04")
        || $0.code.hasPrefix("FL05")
    }
  }

  /// The diagnostics about `// flowc:ignore` comments, which the compiler reports after checking.
  static let ignoreCommentCodes: Set<String> = ["FL0016", "FL0017", "FL0018"]

  @Test func everyCodeHasAnEntry() throws {
    #expect(
      try Self.entries().map(\.code) == [
        "FL0016", "FL0017", "FL0018", "FL0400", "FL0401", "FL0402", "FL0403", "FL0500", "FL0501",
        "FL0502", "FL0503", "FL0504", "FL0505", "FL0506",
        "FL0507", "FL0508", "FL0510", "FL0511", "FL0512", "FL0513", "FL0514", "FL0515", "FL0516",
        "FL0517", "FL0518",
      ])
  }

  @Test(arguments: try entries())
  func exampleProducesItsDiagnostic(_ entry: DiagnosticsDocument.Entry) throws {
    let output = try #require(entry.output)
    if entry.code.hasPrefix("FL04") || Self.ignoreCommentCodes.contains(entry.code) {
      #expect(entry.specs.count == 1)
      let printed = lines(checked(entry.specs[0], path: "")).map { String($0.dropFirst()) }
      #expect(printed.contains(output), "\(printed)")
    } else {
      #expect(entry.specs.count == 2)
      let printed = lines(diffed(entry.specs[0], entry.specs[1]))
      #expect(printed.contains(output), "\(printed)")
    }
  }
}
