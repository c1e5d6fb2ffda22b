import FlowRuntime
import Foundation

@testable import FlowCompiler
@testable import FlowSimulation

/// Archon.flow as `flowc` reads it at run time, for comparing the generated code with the resolver.
@MainActor
enum ArchonSpec {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs/Archon/Archon.flow").path

  private static let report = Compiler().check(paths: [path])

  /// `flowc resolve` over the spec; nil only if the spec stopped checking.
  static let resolver = report.files.first?.model.map(Resolver.init)

  /// The definition `flowc resolve` builds from the spec, for matching without a navigator.
  static let definition = report.files.first?.model.map(DynamicDefinition.make)
}
