import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc-format [--target Name]... [--check]`:
/// rewrites every `.flow` file of the package's targets in the canonical layout.
@main
struct FlowFormatPlugin: CommandPlugin {
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
      print("flowc-format: no .flow files in the package's targets")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "flowc").url
    process.arguments = ["format"] + extractor.remainingArguments + ["--"] + specs
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("flowc format failed (exit status \(process.terminationStatus))")
      throw FlowFormatFailure(status: process.terminationStatus)
    }
  }
}

/// The error that fails the command when `flowc format` fails or `--check` finds unformatted specs.
struct FlowFormatFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "flowc format exited with status \(status)" }
}
