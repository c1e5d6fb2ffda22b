import FlowCompiler
import FlowSema
import FlowTools

extension Subcommand {
  /// `flowc export`: the files an app ships that must agree with the spec's URLs.
  static let export = Subcommand(
    name: "export",
    summary: "Print the app's apple-app-site-association or Info.plist URL types.",
    arguments: [
      Argument(
        synopsis: "<file>", summary: "The .flow spec to export from.", minimumCount: 1,
        maximumCount: 1)
    ],
    options: [
      Option(
        .appleAppSiteAssociation,
        summary: "Print the applinks JSON for the spec's hosts (needs --app-id)."),
      Option(
        .infoPlist, summary: "Print a plist with CFBundleURLTypes for the custom schemes."),
      Option(
        .appID, value: "app-id",
        summary: "TEAMID.bundle.id; the bundle id also names the plist's URL type."),
    ],
    discussion: """
      Give exactly one of --apple-app-site-association and --info-plist; the file goes to standard
      output. The association lists a component per route (placeholders as '?*'), after 'exclude'
      components for literal paths the matcher refuses, for the app TEAMID.bundle.id; an app
      without a 'host' has no universal links, which is an error. The plist
      names its URL type after the bundle id of --app-id, or the app's name without one.
      docs/Tools.md describes both.

      EXIT STATUS:
        0  The file was printed.
        1  The spec has errors, or declares no host for an association file.
        2  A usage error, a file that could not be read, or output that could not be written.
      """,
    run: { runExport($0, $1) }
  )

  private static func runExport(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let association = invocation.has(.appleAppSiteAssociation)
    guard association != invocation.has(.infoPlist) else {
      return usage("give exactly one of --apple-app-site-association and --info-plist", console)
    }
    var appID: AppID?
    if let text = invocation.value(.appID) {
      guard let parsed = AppID(text) else {
        return usage("invalid app id '\(text)' (expected TEAMID.bundle.id)", console)
      }
      appID = parsed
    }
    if association && appID == nil {
      return usage("--apple-app-site-association needs --app-id TEAMID.bundle.id", console)
    }
    let model: FlowModel
    switch SpecLoader.load(invocation.positionals[0], console: console) {
    case .exit(let status): return status
    case .model(let loaded): model = loaded
    }
    if let appID, association {
      guard let json = AppSiteAssociation.render(model, appID: appID) else {
        console.writeError(
          "error: app '\(model.app.name)' declares no 'host', so it has no universal links; "
            + "add one, such as host \"example.com\"\n")
        return .failure
      }
      console.write(json)
    } else {
      console.write(URLTypesPlist.render(model, name: appID?.bundleID))
    }
    return .success
  }

  private static func usage(_ message: String, _ console: Console) -> ExitCode {
    console.writeError(UsageError(message, subcommand: .export).text)
    return .usage
  }
}
