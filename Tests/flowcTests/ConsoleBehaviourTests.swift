import Foundation
import Testing

/// `flowc` as editors, terminals and CI runners see it: `// flowc:ignore` across commands, what
/// `check` says on a terminal, workflow annotation paths, and `format -`.
@Suite struct ConsoleBehaviourTests {
  /// Overlapping routes (FL0304, line 7) and an orphan screen (FL0210, line 8), both accepted.
  static let acceptingSpec = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Search }
    screen Item(id: Int)
    screen Search(query: String)
    route "/items/{id}" -> Item
    route "/items/{query}" -> Search // flowc:ignore FL0304
    // flowc:ignore FL0210 -- kept for the widget
    screen Orphan

    """

  static let cleanSpec = "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n"

  // MARK: flowc:ignore

  @Test(arguments: [["check"], ["check", "--format", "gnu"], ["generate", "-o", "A.swift"]])
  func acceptedWarningsPassWarningsAsErrors(command: [String]) throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.acceptingSpec)
    let run = try workspace.flowc(command + ["a.flow", "--warnings-as-errors"])
    #expect(run.stderr == "")
    #expect(run.stdout == "")
    #expect(run.status == 0)
  }

  @Test func anUnusedIgnoreFailsWarningsAsErrors() throws {
    let workspace = try Workspace()
    try workspace.write(
      "a.flow",
      Self.acceptingSpec.replacing("screen Home {", with: "screen Home { // flowc:ignore FL0214\n"))
    let run = try workspace.flowc("check", "a.flow", "--warnings-as-errors", "--format", "gnu")
    #expect(
      run.stdout
        == "a.flow:3:15: error: 'flowc:ignore' accepts nothing: lines 3-4 have no FL0214 warning "
        + "[FL0016]\na.flow:3:14: note: fix-it: remove the comment\n")
    #expect(run.status == 1)
    let generate = try workspace.flowc("generate", "a.flow", "--format", "gnu")
    #expect(
      generate.stderr
        == "a.flow:3:15: warning: 'flowc:ignore' accepts nothing: lines 3-4 have no FL0214 warning "
        + "[FL0016]\na.flow:3:14: note: fix-it: remove the comment\n")
    #expect(generate.stdout.contains("enum"))
    #expect(generate.status == 0)
  }

  // MARK: check on a terminal

  /// Runs `flowc arguments` under `script`, whose pseudo-terminal makes standard error a terminal;
  /// what the terminal showed comes back with `\r\n` line ends.
  private func onTerminal(_ workspace: Workspace, _ arguments: [String]) throws -> Flowc.Run {
    let command = ([Flowc.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try Flowc.run(
      ["script", "-qec", command, "/dev/null"], in: workspace.url,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(.enabled(if: hasScript, "needs script(1) for a pseudo-terminal"))
  func checkSaysWhatItCheckedOnATerminal() throws {
    let workspace = try Workspace()
    try workspace.write("Clean.flow", Self.cleanSpec)
    // Another app: the specs given to one check are one module, where two `app A` would clash.
    try workspace.write(
      "Warned.flow",
      Self.cleanSpec.replacingOccurrences(of: "app A", with: "app B") + "condition unused\n")
    let run = try onTerminal(workspace, ["check", "Clean.flow", "Warned.flow"])
    #expect(
      run.stdout == """
        Warned.flow:4:11: warning: condition 'unused' is never checked or required [FL0213]\r
        condition unused\r
                  ^~~~~~\r
        1 warning generated.\r
        Clean.flow: no problems\r
        Warned.flow: 1 warning\r

        """)
    #expect(run.status == 0)
  }

  @Test(
    .enabled(if: hasScript, "needs script(1) for a pseudo-terminal"),
    arguments: ["gnu", "json", "github"])
  func checkIsSilentInMachineFormatsOnATerminal(format: String) throws {
    let workspace = try Workspace()
    try workspace.write("Clean.flow", Self.cleanSpec)
    let run = try onTerminal(workspace, ["check", "Clean.flow", "--format", format])
    #expect(!run.stdout.contains("no problems"))
    #expect(run.status == 0)
  }

  /// A `dumb` terminal cannot show colour, as `NO_COLOR` asks for none (CLI review).
  @Test(.enabled(if: hasScript, "needs script(1) for a pseudo-terminal"))
  func aDumbTerminalGetsNoColour() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.cleanSpec + "condition unused\n")
    let command = (["TERM=dumb", Flowc.executable.path, "check", "a.flow"]).map { "'\($0)'" }
      .joined(separator: " ")
    let run = try Flowc.run(
      ["script", "-qec", "env -u NO_COLOR " + command, "/dev/null"], in: workspace.url,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(run.stdout.contains("warning: condition 'unused'"))
    #expect(!run.stdout.contains("\u{1B}["))
    let colored = try Flowc.run(
      [
        "script", "-qec", "env -u NO_COLOR TERM=xterm '\(Flowc.executable.path)' check a.flow",
        "/dev/null",
      ],
      in: workspace.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(colored.stdout.contains("\u{1B}["))
  }

  @Test func checkSaysNothingExtraWhenPiped() throws {
    let workspace = try Workspace()
    try workspace.write("Clean.flow", Self.cleanSpec)
    let run = try workspace.flowc("check", "Clean.flow")
    #expect(run.stderr == "")
    #expect(run.stdout == "")
  }

  // MARK: GitHub annotations

  static let lowercaseWarning =
    ",line=1,col=16,endLine=1,endColumn=19,title=FL0114::scheme 'A' compares case-insensitively; "
    + "write it in lowercase%0Afix-it: replace with '\"a\"'\n"

  @Test func annotationsDropDotSlash() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.cleanSpec.replacing("\"a\"", with: "\"A\""))
    let run = try workspace.flowc("check", "./a.flow", "--format", "github")
    #expect(run.stdout == "::warning file=a.flow" + Self.lowercaseWarning)
  }

  @Test func annotationsAreRelativeToTheWorkspace() throws {
    let workspace = try Workspace()
    let package = workspace.url.appendingPathComponent("pkg")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try workspace.write("pkg/a.flow", Self.cleanSpec.replacing("\"a\"", with: "\"A\""))
    let run = try Flowc.run(
      ["check", "a.flow", "--format", "github"], in: package,
      environment: ["GITHUB_WORKSPACE": workspace.url.path])
    #expect(run.stdout == "::warning file=pkg/a.flow" + Self.lowercaseWarning)
    let generate = try Flowc.run(
      ["generate", "\(package.path)/a.flow", "--format", "github"], in: package,
      environment: ["GITHUB_WORKSPACE": workspace.url.path])
    #expect(generate.stderr == "::warning file=pkg/a.flow" + Self.lowercaseWarning)
  }

  // MARK: format -

  @Test func formatReadsStandardInput() throws {
    let run = try Workspace().flowc(
      ["format", "-"], standardInput: Data("app A {   scheme \"a\" }\nscreen   Home\n".utf8))
    #expect(run.stdout == "app A {\n  scheme \"a\"\n}\n\nscreen Home\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test func formatPrintsAFormattedInputUnchanged() throws {
    let run = try Workspace().flowc(["format", "-"], standardInput: Data("screen Home\n".utf8))
    #expect(run.stdout == "screen Home\n")
    #expect(run.status == 0)
  }

  @Test func formatCheckOnStandardInput() throws {
    let changed = try Workspace().flowc(
      ["format", "--check", "-"], standardInput: Data("screen   Home\n".utf8))
    #expect(changed.stdout == "<stdin>\n")
    #expect(changed.status == 1)
    let unchanged = try Workspace().flowc(
      ["format", "--check", "-"], standardInput: Data("screen Home\n".utf8))
    #expect(unchanged.stdout == "")
    #expect(unchanged.status == 0)
  }

  @Test func formatPrintsNothingForSyntaxErrors() throws {
    let run = try Workspace().flowc(["format", "-"], standardInput: Data("app A {\n".utf8))
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        <stdin>:1:8: error: expected '}' to close the app block [FL0010]
        app A {
               ^
        <stdin>:1:7: note: '{' opened here
        app A {
              ^
        fix-it: insert '}'
        1 error generated.

        """)
    #expect(run.status == 1)
  }

  @Test func standardInputIsTheOnlyFile() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.cleanSpec)
    let run = try workspace.flowc(["format", "-", "a.flow"], standardInput: Data())
    #expect(
      run.stderr == """
        error: '-' (standard input) cannot be combined with files
        usage: flowc format <file>... [--check]
        Run 'flowc help format' for more information.

        """)
    #expect(run.status == 2)
    #expect(try workspace.read("a.flow") == Self.cleanSpec)
  }
}
