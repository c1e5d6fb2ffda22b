import Foundation
import PackagePlugin

/// One `flowc` subcommand run over the `.flow` specs of a package's targets: what both command
/// plugins do. SwiftPM lets plugins share no library, so this file is linked (a symbolic link) into
/// each plugin's directory rather than written out twice.
struct FlowcCommand {
  /// `check` or `format`.
  var subcommand: String
  /// Options the plugin always passes, before the user's.
  var fixedArguments: [String] = []

  /// Runs `flowc <subcommand>` over the specs of the targets named by `--target` (every target when
  /// none is), passing the other arguments on, and returns how many specs it ran over; fails when
  /// `flowc` does.
  func run(context: PluginContext, arguments: [String]) throws -> Int {
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
      print("flowc-\(subcommand): no .flow files in the package's targets")
      return 0
    }
    let process = Process()
    process.executableURL = try context.tool(named: "flowc").url
    process.arguments =
      [subcommand] + fixedArguments + extractor.remainingArguments + ["--"] + specs
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("flowc \(subcommand) failed (exit status \(process.terminationStatus))")
      throw FlowcFailure(subcommand: subcommand, status: process.terminationStatus)
    }
    return specs.count
  }
}

/// The error that fails a command plugin when `flowc` reports errors (or, for `format --check`,
/// finds specs not in the canonical layout).
struct FlowcFailure: Error, CustomStringConvertible {
  var subcommand: String
  var status: Int32
  var description: String { "flowc \(subcommand) exited with status \(status)" }
}
