import FlowTestSupport
import Foundation
import Testing

/// The specs given together to `flowc check` and to `flowc generate --output-directory` (what the
/// build plugin runs over a target) are one module: two that would generate the same Swift type are
/// an error on the later one (FL0115), and nothing is generated.
@Suite struct ModuleGenerateTests {
  static let home = """
    app Home {
      scheme "home"
    }

    phase main {
      default tab start "Start" icon "house" root Landing
      tab route "Route" icon "map" root Navigator
    }

    screen Landing
    screen Navigator {
      push Detail
    }
    screen Detail

    """

  static let homeRoute = """
    app HomeRoute {
      scheme "homeroute"
    }

    phase main {
      default tab start "Start" icon "house" root Start
    }

    screen Start

    """

  static let mail = """
    app Mail {
      scheme "mail"
    }

    phase main {
      default tab inbox "Inbox" icon "tray" root Inbox
      tab compose "Compose" icon "square.and.pencil" root Draft
    }

    screen Inbox
    screen Draft {
      push Attachments
    }
    screen Attachments

    """

  static let mailCompose = """
    app MailCompose {
      scheme "mailcompose"
    }

    phase main {
      root Editor
    }

    screen Editor

    """

  static let homeClash = """
    HomeRoute.flow:1:5: error: app 'HomeRoute' generates the Swift types 'HomeRoute' and \
    'HomeRouteDestination', which Home.flow also generates in this module [FL0115]
    Home.flow:1:5: note: 'HomeRoute' is also generated for app 'Home'
    Home.flow:7:7: note: 'HomeRouteDestination' is also generated for tab 'route'
    HomeRoute.flow:1:5: note: specs built into one module need different type names: rename app \
    'HomeRoute', or app 'Home' or tab 'route' in Home.flow

    """

  static let mailClash = """
    MailCompose.flow:1:5: error: app 'MailCompose' generates the Swift type \
    'MailComposeDestination', which Mail.flow also generates in this module [FL0115]
    Mail.flow:7:7: note: 'MailComposeDestination' is also generated for tab 'compose'
    MailCompose.flow:1:5: note: specs built into one module need different type names: rename app \
    'MailCompose', or tab 'compose' in Mail.flow

    """

  private func workspace(_ specs: [String: String]) throws -> Workspace {
    let workspace = try Workspace()
    for (name, text) in specs {
      try FileManager.default.createDirectory(
        at: workspace.url.appendingPathComponent(name).deletingLastPathComponent(),
        withIntermediateDirectories: true)
      try workspace.write(name, text)
    }
    return workspace
  }

  private func exists(_ path: String, in workspace: Workspace) -> Bool {
    FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent(path).path)
  }

  @Test func checkReportsHomeRouteOnTheLaterSpecsApp() throws {
    let workspace = try workspace(["Home.flow": Self.home, "HomeRoute.flow": Self.homeRoute])
    let run = try workspace.flowc("check", "--format", "gnu", "Home.flow", "HomeRoute.flow")
    #expect(run.stdout == Self.homeClash)
    #expect(run.status == 1)
  }

  @Test func generateReportsHomeRouteAndWritesNothing() throws {
    let workspace = try workspace(["Home.flow": Self.home, "HomeRoute.flow": Self.homeRoute])
    let run = try workspace.flowc(
      "generate", "--output-directory", "out", "--format", "gnu", "Home.flow", "HomeRoute.flow")
    #expect(run.stderr == Self.homeClash)
    #expect(run.stdout == "")
    #expect(run.status == 1)
    #expect(!exists("out", in: workspace))
  }

  @Test func checkReportsMailCompose() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "MailCompose.flow": Self.mailCompose])
    let run = try workspace.flowc("check", "--format", "gnu", "Mail.flow", "MailCompose.flow")
    #expect(run.stdout == Self.mailClash)
    #expect(run.status == 1)
  }

  /// Two specs with one app name clash through every type, those named after their tabs too:
  /// renaming the app fixes all of them, renaming a tab none, so the later `app` is the one error,
  /// with one note for the earlier `app` (the multi-spec review found three errors, two of them
  /// asking to rename tabs, and ten notes).
  @Test func twoSpecsWithOneAppNameAreOneErrorAtTheLaterApp() throws {
    let workspace = try workspace([
      "Mail.flow": Self.mail,
      "archive/Mail.flow": Self.mail.replacingOccurrences(of: "\"mail\"", with: "\"archive\""),
    ])
    let run = try workspace.flowc("check", "--format", "gnu", "Mail.flow", "archive/Mail.flow")
    #expect(
      run.stdout == """
        archive/Mail.flow:1:5: error: app 'Mail' generates the Swift types 'Mail', 'MailPhase', \
        'MailCondition', 'MailEvent', 'MailTab', 'MailDestination', 'MailScreen', 'MailSheet', \
        'MailCover' and 'MailRoute', which Mail.flow also generates in this module [FL0115]
        Mail.flow:1:5: note: all of them are also generated for app 'Mail'
        archive/Mail.flow:1:5: note: specs built into one module need different type names: \
        rename app 'Mail', or app 'Mail' in Mail.flow

        """)
    #expect(run.status == 1)
  }

  @Test func generateReportsMailComposeAndWritesNothing() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "MailCompose.flow": Self.mailCompose])
    let run = try workspace.flowc(
      "generate", "--output-directory", "out", "--format", "gnu", "Mail.flow", "MailCompose.flow")
    #expect(run.stderr == Self.mailClash)
    #expect(run.status == 1)
    #expect(!exists("out", in: workspace))
  }

  /// Given the other way round, the tab is the later declaration and is reported.
  @Test func theLaterSpecReportsItWhicheverDeclarationThatIs() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "MailCompose.flow": Self.mailCompose])
    let run = try workspace.flowc("check", "--format", "gnu", "MailCompose.flow", "Mail.flow")
    #expect(
      run.stdout == """
        Mail.flow:7:7: error: tab 'compose' generates the Swift type 'MailComposeDestination', \
        which MailCompose.flow also generates in this module [FL0115]
        MailCompose.flow:1:5: note: 'MailComposeDestination' is also generated for app \
        'MailCompose'
        Mail.flow:7:7: note: specs built into one module need different type names: rename tab \
        'compose', or app 'MailCompose' in MailCompose.flow

        """)
    #expect(run.status == 1)
  }

  /// A spec named twice, however it is spelled, is one spec: it neither clashes with itself nor is
  /// generated twice (two files redeclaring every type).
  @Test func aSpecGivenTwiceIsOneSpec() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "Home.flow": Self.home])
    let check = try workspace.flowc("check", "--format", "gnu", "Mail.flow", "./Mail.flow")
    #expect(check.stdout == "")
    #expect(check.status == 0)
    let run = try workspace.flowc(
      "generate", "--output-directory", "out", "--format", "gnu", "Mail.flow", "Home.flow",
      "./Mail.flow", "Mail.flow")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: workspace.url.appendingPathComponent("out").path)
    #expect(written.sorted() == ["Home.flow.swift", "Mail.flow.swift"])
  }

  /// Each on its own, the two specs are fine: the error is about building them together.
  @Test func eachSpecAloneChecksClean() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "MailCompose.flow": Self.mailCompose])
    #expect(try workspace.flowc("check", "--format", "gnu", "Mail.flow").status == 0)
    #expect(try workspace.flowc("check", "--format", "gnu", "MailCompose.flow").status == 0)
  }

  @Test func generateNeedsADirectoryForSeveralSpecs() throws {
    let workspace = try workspace(["Mail.flow": Self.mail, "Home.flow": Self.home])
    let run = try workspace.flowc("generate", "Mail.flow", "Home.flow", "-o", "Both.swift")
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "error: several specs need '--output-directory', which writes one Swift file for each\n"))
    #expect(!exists("Both.swift", in: workspace))
  }

  /// Same-named specs in different folders get distinct files named after the folders; a spec
  /// whose file name is unique keeps `Name.flow.swift`, and every header names the spec as its
  /// file is named: with the folders that tell it apart (`a/Same.flow`), never a whole path.
  @Test func sameNamedSpecsInDifferentFoldersGetDistinctFiles() throws {
    let first = Self.mail.replacingOccurrences(of: "app Mail", with: "app First")
    let second = Self.mailCompose.replacingOccurrences(of: "app MailCompose", with: "app Second")
    let workspace = try workspace([
      "a/Same.flow": first, "b/Same.flow": second, "Home.flow": Self.home,
    ])
    let run = try workspace.flowc(
      "generate", "--output-directory", "out", "--format", "gnu", "a/Same.flow", "b/Same.flow",
      "Home.flow")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: workspace.url.appendingPathComponent("out").path)
    #expect(written.sorted() == ["Home.flow.swift", "a_Same.flow.swift", "b_Same.flow.swift"])
    let a = try workspace.read("out/a_Same.flow.swift")
    #expect(a.hasPrefix("// Generated by flowc 0.1.0 from a/Same.flow."))
    #expect(a.contains("public enum First: FlowRuntime.FlowSpec"))
    let b = try workspace.read("out/b_Same.flow.swift")
    #expect(b.hasPrefix("// Generated by flowc 0.1.0 from b/Same.flow."))
    #expect(b.contains("public enum Second: "))
    #expect(
      try workspace.read("out/Home.flow.swift").hasPrefix(
        "// Generated by flowc 0.1.0 from Home.flow."))
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// No false positive: Archon's and Compose's specs check and generate together, and what they
  /// generate builds as one module, warning-free.
  @Test(arguments: [GeneratedSwiftBuild.Mode.swift5, .swift6])
  func specsWhoseTypesDifferBuildAsOneModule(_ mode: GeneratedSwiftBuild.Mode) throws {
    let specs = ["Specs/Archon/Archon.flow", "Specs/Compose/Compose.flow"].map {
      Self.repository.appendingPathComponent($0).path
    }
    let workspace = try Workspace()
    let check = try workspace.flowc(["check", "--format", "gnu"] + specs)
    #expect(check.stdout == "")
    #expect(check.status == 0)
    let run = try workspace.flowc(
      ["generate", "--output-directory", "out", "--format", "gnu"] + specs)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    let sources = try ["Archon.flow.swift", "Compose.flow.swift"].map {
      try workspace.read("out/" + $0)
    }
    let outcome = try GeneratedSwiftBuild.build(sources, moduleName: "Both", mode: mode)
    #expect(outcome.isClean, "\(outcome)")
  }

  /// The clash FL0115 reports is real: generated one at a time, as the build plugin used to, Home
  /// and HomeRoute do not build as one module.
  @Test func homeAndHomeRouteGeneratedApartDoNotBuildTogether() throws {
    let workspace = try workspace(["Home.flow": Self.home, "HomeRoute.flow": Self.homeRoute])
    let sources = try ["Home.flow", "HomeRoute.flow"].map { spec in
      let run = try workspace.flowc("generate", spec)
      #expect(run.status == 0)
      return run.stdout
    }
    let outcome = try GeneratedSwiftBuild.build(sources, moduleName: "Clash", mode: .swift6)
    #expect(outcome.status != 0)
    #expect(outcome.diagnostics.contains("invalid redeclaration of 'HomeRoute'"))
    #expect(outcome.diagnostics.contains("invalid redeclaration of 'HomeRouteDestination'"))
  }
}
