import FlowCodeGen
import FlowSema

extension Compiler {
  /// The Swift source generated from a file that checked without errors, or `nil` if it had errors.
  public func generate(_ report: FileReport) -> String? {
    guard let model = report.model else { return nil }
    let specName =
      report.source.path.split(separator: "/").last.map(String.init) ?? report.source.path
    return FlowGenerator.generate(model, specName: specName, compilerVersion: Self.version)
  }
}
