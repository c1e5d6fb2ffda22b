import Testing

@Suite struct UsageErrorTests {
  static let checkUsage = """
    usage: flowc check <file>... [--format <format>] [--warnings-as-errors] [--against <old>] [--fix]
    Run 'flowc help check' for more information.

    """

  @Test(arguments: [
    (["chek", "a.flow"], "unknown subcommand 'chek'\ndid you mean 'check'?\n"),
    (["compile"], "unknown subcommand 'compile'\n"),
    (["help", "chek"], "unknown subcommand 'chek'\ndid you mean 'check'?\n"),
    (["--verison"], "unknown option '--verison'\ndid you mean '--version'?\n"),
  ])
  func topLevelMistakes(arguments: [String], message: String) throws {
    let run = try Workspace().flowc(arguments)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: " + message + "Run 'flowc help' to list the subcommands.\n")
    #expect(run.status == 2)
  }

  @Test(arguments: [
    (
      ["check", "--fromat", "json", "a.flow"],
      "unknown option '--fromat'\ndid you mean '--format'?\n"
    ),
    (
      ["check", "a.flow", "--format", "jsn"],
      """
      invalid value 'jsn' for option '--format' (expected one of: human, gnu, json, sarif, github)
      did you mean 'json'?

      """
    ),
    (["check", "a.flow", "--format"], "missing value for option '--format'\n"),
    (
      ["check", "--warnings-as-errors=yes", "a.flow"],
      "option '--warnings-as-errors' takes no value\n"
    ),
    (["check"], "missing <file>\n"),
    (["check", "--format", "gnu"], "missing <file>\n"),
    (
      ["check", "a.flow", "--format", "gnu", "--format=json"],
      "option '--format' is given more than once\n"
    ),
    (
      ["check", "--warnings-as-errors", "a.flow", "--warnings-as-errors"],
      "option '--warnings-as-errors' is given more than once\n"
    ),
  ])
  func checkMistakes(arguments: [String], message: String) throws {
    let run = try Workspace().flowc(arguments)
    #expect(run.stdout == "")
    #expect(run.stderr == "error: " + message + Self.checkUsage)
    #expect(run.status == 2)
  }

  @Test func anOptionAndItsShortNameCountAsTheSameOption() throws {
    let run = try Workspace().flowc("generate", "a.flow", "-o", "A.swift", "--output", "B.swift")
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        error: option '--output' is given more than once
        usage: flowc generate <file>... [-o|--output <file>] [--output-directory <directory>] [--format <format>] [--warnings-as-errors]
        Run 'flowc help generate' for more information.

        """)
    #expect(run.status == 2)
  }

  @Test func helpTakesOneSubcommand() throws {
    let run = try Workspace().flowc("help", "check", "help")
    #expect(
      run.stderr == """
        error: unexpected argument 'help'
        usage: flowc help [<subcommand>]
        Run 'flowc help help' for more information.

        """)
    #expect(run.status == 2)
  }
}
