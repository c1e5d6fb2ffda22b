import FlowTestSupport
import Foundation
import Testing

/// The tool subcommands run as a user runs them: the built binary, a spec on disk, exact output.
@Suite struct ToolCommandTests {
  static let spec = """
    app Shop {
      scheme "shop"
      host "shop.example"
    }

    phase main {
      root Home
    }

    screen Home {
      push Item
    }

    screen Item(id: Int)

    route "/items/{id}" -> Item

    """

  static let archon = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs/Archon/Archon.flow").path

  private func workspace() throws -> Workspace {
    let workspace = try Workspace()
    try workspace.write("shop.flow", Self.spec)
    return workspace
  }

  @Test func graphPrintsMermaid() throws {
    let run = try workspace().flowc("graph", "shop.flow")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        flowchart TD
          app(("Shop"))
          phase_main(["phase main"])
          screen_Home["Home"]
          screen_Item["Item"]
          route_0>"/items/{id}"]
          app ==> phase_main
          phase_main -->|"root"| screen_Home
          screen_Home --> screen_Item
          route_0 -.->|"phase main"| screen_Item

        """)
    #expect(run.status == 0)
  }

  /// Graphviz's `dot` from `PATH`, when it is installed (`.ci/run` installs it in CI).
  static let dot: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { $0 + "/dot" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test(
    .enabled(if: dot != nil, "Graphviz 'dot' is not on PATH; install graphviz to run this test"))
  func graphvizAcceptsTheDOTOutput() throws {
    let workspace = try workspace()
    let run = try workspace.flowc("graph", Self.archon, "--format", "dot")
    #expect(run.status == 0)
    try workspace.write("archon.dot", run.stdout)
    let dot = try ChildProcess.run(
      URL(fileURLWithPath: try #require(Self.dot)),
      ["-Tsvg", "-o", "/dev/null", workspace.url.appendingPathComponent("archon.dot").path],
      in: workspace.url, timeout: 120)
    #expect(dot.status == 0, "\(dot)")
  }

  @Test func specWithErrorsPrintsDiagnosticsAndExitsOne() throws {
    let workspace = try Workspace()
    try workspace.write("bad.flow", "app A {\n")
    for arguments in [
      ["graph", "bad.flow"], ["routes", "bad.flow"], ["export", "bad.flow", "--info-plist"],
    ] {
      let run = try workspace.flowc(arguments)
      #expect(run.stdout == "")
      #expect(
        run.stderr.hasPrefix("bad.flow:1:8: error: expected '}' to close the app block [FL0010]\n"))
      #expect(run.status == 1)
    }
  }

  @Test func routesTable() throws {
    let run = try workspace().flowc("routes", "shop.flow")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        PATTERN      CASE  PARAMETERS      LANDING            GUARDS
        /items/{id}  item  id: Int (path)  main: Home > Item  -

        PATTERN      EXAMPLE
        /items/{id}  shop://items/{id}
        /items/{id}  https://shop.example/items/{id}

        """)
    #expect(run.status == 0)
  }

  /// An `over current` help cover waits for no session opened over onboarding, though where it
  /// lands from other phases needs one: GUARDS says both (docs review: it said only `session`).
  @Test func routesSayWhatAnOverCurrentLinkWaitsFor() throws {
    let workspace = try Workspace()
    try workspace.write(
      "mail.flow",
      """
      app Mail { scheme "mail" }
      condition session
      event signedIn
      phase launch { check session ? main : onboarding }
      phase main requires session {
        root Inbox
        present Help
      }
      phase onboarding {
        root Welcome
        present Help
        on signedIn -> main
      }
      screen Inbox
      screen Welcome
      cover Help
      route "/help" -> Help over current

      """)
    let table = try workspace.flowc("routes", "mail.flow")
    #expect(
      table.stdout.split(separator: "\n").dropFirst().first.map(String.init)
        == "/help    help  -           main: Inbox, cover Help (over current in main, onboarding)  "
        + "session; over current: -")
    let json = try workspace.flowc("routes", "mail.flow", "--format", "json")
    #expect(json.stdout.contains(#""requires": ["#))
    #expect(json.stdout.contains(#""overCurrentRequires": []"#))
  }

  @Test func routesRejectsAnUnknownFormat() throws {
    let run = try workspace().flowc("routes", "shop.flow", "--format", "jsn")
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        error: invalid value 'jsn' for option '--format' (expected one of: table, json, markdown)
        did you mean 'json'?
        usage: flowc routes <file> [--format <format>]
        Run 'flowc help routes' for more information.

        """)
    #expect(run.status == 2)
  }

  @Test func formatRewritesOnceAndCheckAgrees() throws {
    let workspace = try Workspace()
    try workspace.write("messy.flow", "app A {\nscheme \"a\"\n}\ncondition   s\n")
    try workspace.write("tidy.flow", "condition s\n")
    var run = try workspace.flowc("format", "--check", "messy.flow", "tidy.flow")
    #expect(run.stdout == "messy.flow\n")
    #expect(run.status == 1)
    #expect(try workspace.read("messy.flow") == "app A {\nscheme \"a\"\n}\ncondition   s\n")

    run = try workspace.flowc("format", "messy.flow", "tidy.flow")
    #expect(run.stdout == "messy.flow\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(try workspace.read("messy.flow") == "app A {\n  scheme \"a\"\n}\n\ncondition s\n")

    run = try workspace.flowc("format", "messy.flow", "tidy.flow")
    #expect(run.stdout == "")
    #expect(run.status == 0)
    run = try workspace.flowc("format", "--check", "messy.flow", "tidy.flow")
    #expect(run.stdout == "")
    #expect(run.status == 0)
  }

  @Test func formatLeavesABrokenFileAlone() throws {
    let workspace = try Workspace()
    try workspace.write("broken.flow", "app   A {\n")
    let run = try workspace.flowc("format", "broken.flow", "missing.flow")
    #expect(run.stdout == "")
    #expect(run.stderr.contains("error: cannot read 'missing.flow': No such file or directory\n"))
    #expect(run.stderr.contains("broken.flow:1:10: error: expected '}' to close the app block"))
    #expect(run.status == 2)
    #expect(try workspace.read("broken.flow") == "app   A {\n")
  }

  @Test func archonIsFormatted() throws {
    let run = try Workspace().flowc("format", "--check", Self.archon)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test func checkInGitHubFormat() throws {
    let workspace = try Workspace()
    try workspace.write(
      "a.flow", "app A {\n  scheme \"A\"\n}\n\nphase main {\n  root Home\n}\n\nscreen Home\n")
    let run = try workspace.flowc("check", "a.flow", "--format", "github")
    #expect(
      run.stdout
        == "::warning file=a.flow,line=2,col=10,endLine=2,endColumn=13,title=FL0114::scheme 'A' "
        + "compares case-insensitively; write it in lowercase%0Afix-it: replace with '\"a\"'\n")
    #expect(run.status == 0)
  }

  @Test func checkInSARIFIsJSON() throws {
    let run = try workspace().flowc("check", "shop.flow", "--format", "sarif")
    let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    #expect(run.status == 0)
  }

  @Test func exportAssociation() throws {
    let run = try workspace().flowc(
      "export", "shop.flow", "--apple-app-site-association", "--app-id", "T1.shop")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        {
          "applinks": {
            "details": [
              {
                "appIDs": [
                  "T1.shop"
                ],
                "components": [
                  {"/": "/items/?*", "comment": "/items/{id} -> Item"}
                ]
              }
            ]
          }
        }

        """)
    #expect(run.status == 0)
  }

  @Test func exportWithoutHostsFails() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.spec.replacing("  host \"shop.example\"\n", with: ""))
    let run = try workspace.flowc(
      "export", "a.flow", "--apple-app-site-association", "--app-id", "T1.shop")
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "error: app 'Shop' declares no 'host', so it has no universal links; add one, such as "
        + "host \"example.com\"\n")
    #expect(run.status == 1)
  }

  @Test(arguments: [
    (["export", "shop.flow"], "give exactly one of --apple-app-site-association and --info-plist"),
    (
      ["export", "shop.flow", "--info-plist", "--apple-app-site-association"],
      "give exactly one of --apple-app-site-association and --info-plist"
    ),
    (
      ["export", "shop.flow", "--apple-app-site-association"],
      "--apple-app-site-association needs --app-id TEAMID.bundle.id"
    ),
    (
      ["export", "shop.flow", "--info-plist", "--app-id", "nodot"],
      "invalid app id 'nodot' (expected TEAMID.bundle.id)"
    ),
  ])
  func exportUsageErrors(arguments: [String], message: String) throws {
    let run = try workspace().flowc(arguments)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        error: \(message)
        usage: flowc export <file> [--apple-app-site-association] [--info-plist] [--app-id <app-id>]
        Run 'flowc help export' for more information.

        """)
    #expect(run.status == 2)
  }

  @Test(arguments: ["graph", "routes", "format", "export"])
  func everyToolHasHelp(name: String) throws {
    let run = try Workspace().flowc(name, "--help")
    #expect(run.stdout.hasPrefix("OVERVIEW: "))
    #expect(run.stdout.contains("USAGE: flowc \(name) <file>"))
    #expect(run.stdout.contains("EXIT STATUS:"))
    #expect(run.status == 0)
  }
}
