import Foundation
import PackagePlugin

/// `swift package flowc-check [--target Name]... [flowc check options]`: checks every `.flow` file of
/// the package's targets and fails when any has errors.
///
/// Diagnostics print as `path:line:column: error: ...`, which Xcode and terminals link to the spec.
@main
struct FlowCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let specs = Set(
      targets.compactMap { $0 as? SourceModuleTarget }
        .flatMap { $0.sourceFiles.map(\.url) }
        .filter { $0.pathExtension == "flow" }
        .map(\.path)
    ).sorted()
    guard !specs.isEmpty else {
      print("flowc-check: no .flow files in the package's targets")
      return
    }
    let flowc = try context.tool(named: "flowc").url
    let process = Process()
    process.executableURL = flowc
    process.arguments =
      ["check", "--format", "gnu"] + extractor.remainingArguments + ["--"] + specs
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("flowc check failed (exit status \(process.terminationStatus))")
      throw FlowCheckFailure(status: process.terminationStatus)
    }
    print("flowc-check: \(specs.count) spec\(specs.count == 1 ? "" : "s") checked, no errors")
  }
}

/// The error that fails the command when `flowc check` reports errors.
struct FlowCheckFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "flowc check exited with status \(status)" }
}
