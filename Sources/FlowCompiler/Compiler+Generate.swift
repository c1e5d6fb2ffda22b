import FlowCodeGen
import FlowSema

extension Compiler {
  /// The Swift source generated from a file that checked without errors, or `nil` if it had errors.
  /// Its header names the spec `specName`, by default as `GeneratedFileNames.specNames` names a
  /// spec alone: its file name.
  public func generate(_ report: FileReport, specName: String? = nil) -> String? {
    guard let model = report.model else { return nil }
    let specName = specName ?? GeneratedFileNames.specNames(for: [report.source.path])[0]
    return FlowGenerator.generate(model, specName: specName, compilerVersion: Self.version)
  }
}
