import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc-format [--target Name]... [--check]`:
/// rewrites every `.flow` file of the package's targets in the canonical layout.
@main
struct FlowFormatPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // `--check` fails for specs that would change; without it, for specs with syntax errors,
    // which are never rewritten.
    let checking = arguments.contains("--check")
    let command = FlowcCommand(
      subcommand: "format",
      failure: {
        checking
          ? "specs in \($0) are not in the canonical layout; run without --check to rewrite them"
          : "specs in \($0) have syntax errors and were left as they are"
      })
    _ = try command.run(context: context, arguments: arguments)
  }
}
