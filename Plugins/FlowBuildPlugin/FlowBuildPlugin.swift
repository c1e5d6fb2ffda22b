import Foundation
import PackagePlugin

/// Compiles every `.flow` file of a target into Swift on build.
///
/// Each spec becomes one build command (not a prebuild command) with its input and output declared, so
/// the build system reruns `flowc` only when the spec or `flowc` itself changed. `flowc` prints errors
/// as `path:line:column: error: ...`, which SwiftPM and Xcode show as diagnostics on the spec.
@main
struct FlowBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let specs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "flow" }
    return try commands(
      for: specs, compiler: context.tool(named: "flowc").url, output: context.pluginWorkDirectoryURL
    )
  }
}

extension FlowBuildPlugin {
  /// One `flowc generate` command per spec, writing `Name.flow.swift` into the plugin's directory.
  func commands(for specs: [URL], compiler: URL, output directory: URL) -> [Command] {
    specs.sorted { $0.path < $1.path }.map { spec in
      let output = directory.appendingPathComponent(spec.lastPathComponent + ".swift")
      return .buildCommand(
        displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
        executable: compiler,
        arguments: ["generate", spec.path, "--output", output.path, "--format", "gnu"],
        inputFiles: [spec],
        outputFiles: [output])
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension FlowBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let specs = target.inputFiles.map(\.url).filter { $0.pathExtension == "flow" }
      return try commands(
        for: specs, compiler: context.tool(named: "flowc").url,
        output: context.pluginWorkDirectoryURL)
    }
  }
#endif
