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
  /// none is), once per target, passing the other arguments on, and returns how many specs it ran
  /// over; fails when `flowc` does for any target. Once per target because a target's specs are
  /// one module: `flowc check` checks the specs given together as one (docs/Tools.md).
  func run(context: PluginContext, arguments: [String]) throws -> Int {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let modules = targets.compactMap { $0 as? SourceModuleTarget }
      .map { target in
        target.sourceFiles.map(\.url).filter { $0.pathExtension == "flow" }.map(\.path).sorted()
      }
      .filter { !$0.isEmpty }
    guard !modules.isEmpty else {
      print("flowc-\(subcommand): no .flow files in the package's targets")
      return 0
    }
    let flowc = try context.tool(named: "flowc").url
    var failure: FlowcFailure?
    for specs in modules {
      let process = Process()
      process.executableURL = flowc
      process.arguments =
        [subcommand] + fixedArguments + extractor.remainingArguments + ["--"] + specs
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 {
        failure = FlowcFailure(subcommand: subcommand, status: process.terminationStatus)
      }
    }
    if let failure {
      Diagnostics.error("flowc \(subcommand) failed (exit status \(failure.status))")
      throw failure
    }
    return modules.map(\.count).reduce(0, +)
  }
}

/// The error that fails a command plugin when `flowc` reports errors (or, for `format --check`,
/// finds specs not in the canonical layout).
struct FlowcFailure: Error, CustomStringConvertible {
  var subcommand: String
  var status: Int32
  var description: String { "flowc \(subcommand) exited with status \(status)" }
}
