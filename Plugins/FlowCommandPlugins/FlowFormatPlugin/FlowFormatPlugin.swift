import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc-format [--target Name]... [--check]`:
/// rewrites every `.flow` file of the package's targets in the canonical layout.
@main
struct FlowFormatPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    _ = try FlowcCommand(subcommand: "format").run(context: context, arguments: arguments)
  }
}
