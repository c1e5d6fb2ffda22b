import Foundation
import PackagePlugin

/// Compiles the `.flow` files of a target into Swift on build.
///
/// One build command for the whole target (not a prebuild command), with every spec as input and
/// every generated file as output: the specs of a target are compiled into one module, so `flowc`
/// checks them together (two that would generate the same Swift type are an error on the later
/// spec, FL0115) and names each output (`GeneratedFileNames`, linked here from FlowCompiler). The
/// build system reruns `flowc` only when a spec or `flowc` itself changed, and `flowc` rewrites only
/// the files whose contents change, so an unchanged one keeps its date. `flowc` prints errors as
/// `path:line:column: error: ...`, which SwiftPM and Xcode show as diagnostics on the spec.
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
  /// One `flowc generate --output-directory` command over all of a target's specs.
  func commands(for specs: [URL], compiler: URL, output directory: URL) -> [Command] {
    guard !specs.isEmpty else { return [] }
    let specs = specs.sorted { $0.path < $1.path }
    let outputs = GeneratedFileNames.names(for: specs.map(\.path)).map {
      directory.appendingPathComponent($0)
    }
    return [
      .buildCommand(
        displayName: GeneratedFileNames.buildStepDescription(for: specs.map(\.path)),
        executable: compiler,
        arguments: ["generate", "--output-directory", directory.path, "--format", "gnu", "--"]
          + specs.map(\.path),
        inputFiles: specs,
        outputFiles: outputs)
    ]
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
