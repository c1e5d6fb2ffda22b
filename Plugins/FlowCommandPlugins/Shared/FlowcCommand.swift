import Foundation
import PackagePlugin

/// One `flowc` subcommand run over the `.flow` specs of a package's targets: what both command
/// plugins do. SwiftPM lets plugins share no library, so this file is linked (a symbolic link) into
/// each plugin's directory rather than written out twice.
struct FlowcCommand {
  /// `check` or `format`.
  var subcommand: String
  /// Options the plugin passes unless the user gives the same option (`--format gnu`, which
  /// SwiftPM and Xcode show under the build; a user's `--format github` replaces it).
  var defaultOptions: [(name: String, value: String)] = []
  /// What a failing run means, for the one error the plugin ends with, given the targets it
  /// failed for (`target 'Nav'`); `flowc` prints the details (diagnostics, or the paths
  /// `format --check` would change), which SwiftPM may show before or after it.
  var failure: @Sendable (_ targets: String) -> String
  /// Options of `flowc <subcommand>` the plugin refuses, each with why and what to run instead:
  /// `check --fix` rewrites specs, which the check plugin has no permission to do (on macOS the
  /// sandbox refuses the write; on Linux it went ahead unasked: the packages round).
  var refusedOptions: [(name: String, why: String)] = []

  /// Runs `flowc <subcommand>` over the specs of the targets named by `--target` (every target when
  /// none is), once per target, passing the other arguments on, and returns how many specs it ran
  /// over; fails when `flowc` does for any target. Once per target because a target's specs are
  /// one module: `flowc check` checks the specs given together as one (docs/Tools.md).
  func run(context: PluginContext, arguments: [String]) throws -> Int {
    var extractor = ArgumentExtractor(arguments)
    // A target named twice is checked once: twice printed every diagnostic twice.
    var seen: Set<String> = []
    let names = extractor.extractOption(named: "target").filter { seen.insert($0).inserted }
    if let refused = refusedOptions.first(where: { option in
      extractor.remainingArguments.contains { $0 == option.name || $0.hasPrefix(option.name + "=") }
    }) {
      throw FlowcFailure(description: "flowc-\(subcommand): \(refused.why)")
    }
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let modules = targets.compactMap { $0 as? SourceModuleTarget }
      .map { target in
        (
          name: target.name,
          specs: target.sourceFiles.map(\.url).filter { $0.pathExtension == "flow" }.map(\.path)
            .sorted()
        )
      }
      .filter { !$0.specs.isEmpty }
    guard !modules.isEmpty else {
      let place =
        names.isEmpty
        ? "the package's targets" : "target\(names.count == 1 ? "" : "s") \(quoted(names))"
      print("flowc-\(subcommand): no .flow files in \(place)")
      return 0
    }
    let flowc = try context.tool(named: "flowc").url
    let given = extractor.remainingArguments
    let defaults = defaultOptions.filter { option in
      !given.contains { $0 == option.name || $0.hasPrefix(option.name + "=") }
    }
    var failed: [String] = []
    for module in modules {
      let process = Process()
      process.executableURL = flowc
      process.arguments =
        [subcommand] + defaults.flatMap { [$0.name, $0.value] } + given + ["--"] + module.specs
      try process.run()
      process.waitUntilExit()
      // Status 2 is a usage or I/O problem, not the specs' (docs/Tools.md): said as one, once,
      // where every target printed the same usage error and the plugin blamed the specs.
      if process.terminationStatus == 2 {
        // Targets that failed before it are still named: their diagnostics were printed above.
        let earlier = failed.isEmpty ? "" : "; " + failure(targetsPhrase(failed))
        throw FlowcFailure(
          description: "flowc-\(subcommand): flowc could not run over target '\(module.name)': a "
            + "usage or I/O problem, said above" + earlier)
      }
      if process.terminationStatus != 0 { failed.append(module.name) }
    }
    guard failed.isEmpty else {
      throw FlowcFailure(
        description: "flowc-\(subcommand): " + failure(targetsPhrase(failed)))
    }
    return modules.map(\.specs.count).reduce(0, +)
  }

  /// `target 'Nav'`, `targets 'Nav', 'Share'`.
  private func targetsPhrase(_ names: [String]) -> String {
    "target\(names.count == 1 ? "" : "s") \(quoted(names))"
  }

  private func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}

/// The one error that fails a command plugin when `flowc` does: SwiftPM prints it after what
/// `flowc` printed, so it says where, and what kind of failure, rather than an exit status.
struct FlowcFailure: Error, CustomStringConvertible {
  var description: String
}
