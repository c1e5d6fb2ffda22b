import FlowCodeGen
import FlowCompiler
import Foundation
import Testing

/// `FlowGenerator.topLevelTypeNames`, which the check across a module's specs (FL0115) compares,
/// lists exactly the public top-level types the generated file declares.
struct GeneratedTypeNameTests {
  @Test(arguments: [
    "minimal", "everything", "linkless", "guards", "presentations", "edge-values", "shared-names",
  ])
  func listsEveryPublicTopLevelType(_ name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Corpus/Generation/\(name).flow").path
    let compiler = Compiler()
    let file = try #require(compiler.check(paths: [path]).files.first)
    let model = try #require(file.model)
    let swift = try #require(compiler.generate(file))
    let declared = swift.split(separator: "\n").compactMap { line -> String? in
      for prefix in ["nonisolated public enum ", "nonisolated public struct "]
      where line.hasPrefix(prefix) {
        let name = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return String(name)
      }
      return nil
    }
    #expect(FlowGenerator.topLevelTypeNames(model).map(\.name).sorted() == declared.sorted())
  }
}
