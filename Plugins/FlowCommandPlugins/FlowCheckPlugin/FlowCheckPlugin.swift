import PackagePlugin

/// `swift package flowc-check [--target Name]... [flowc check options]`: checks every `.flow` file of
/// the package's targets and fails when any has errors.
///
/// Diagnostics print as `path:line:column: error: ...`, which Xcode and terminals link to the spec.
@main
struct FlowCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let command = FlowcCommand(
      subcommand: "check", defaultOptions: [("--format", "gnu")],
      failure: { "specs in \($0) have errors" },
      refusedOptions: [
        (
          "--fix",
          "--fix is not taken here, as checking never writes the package: apply fix-its with "
            + "'swift run flowc check --fix PATH', or an editor's fix-all"
        )
      ])
    let count = try command.run(context: context, arguments: arguments)
    if count > 0 { print("flowc-check: \(count) spec\(count == 1 ? "" : "s") checked, no errors") }
  }
}
