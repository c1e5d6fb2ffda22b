import FlowCodeGen
import FlowSema

extension Compiler {
  /// The Swift source generated from a file that checked without errors, or `nil` if it had errors.
  /// Its header names the spec `specName` (`GeneratedFileNames.specNames`), by default its file
  /// name.
  public func generate(_ report: FileReport, specName: String? = nil) -> String? {
    guard let model = report.model else { return nil }
    let specName =
      specName ?? report.source.path.split(separator: "/").last.map(String.init)
      ?? report.source.path
    return FlowGenerator.generate(model, specName: specName, compilerVersion: Self.version)
  }
}
