import Testing

@Suite struct CheckTests {
  static let cleanSpec = """
    app Archon {
      scheme "archon"
    }

    condition session
    event signedIn

    phase launch {
      check session ? main : onboarding
    }

    phase onboarding {
      root Onboarding
      on signedIn -> main
    }

    phase main requires session {
      default tab projects "Projects" icon "folder.fill" root ProjectList
    }

    screen Onboarding
    screen ProjectList

    """

  static let brokenSpec = "app Archon {\n\tscheme \"archon\n}\n"

  @Test func missingFileIsAnInputError() throws {
    let run = try Workspace().flowc("check", "missing.flow")
    #expect(run.stdout == "")
    #expect(run.stderr == "error: cannot read 'missing.flow': No such file or directory\n")
    #expect(run.status == 2)
  }

  @Test func directoryIsAnInputError() throws {
    let workspace = try Workspace()
    try workspace.write("spec.flow", Self.brokenSpec)
    let run = try workspace.flowc("check", ".", "spec.flow", "--format", "gnu")
    #expect(run.stderr == "error: cannot read '.': Is a directory\n")
    #expect(run.stdout.hasPrefix("spec.flow:2:9: error: unterminated string"))
    #expect(run.status == 2)
  }

  @Test(arguments: ["human", "gnu", "json"])
  func cleanSpecExitsZero(format: String) throws {
    let workspace = try Workspace()
    try workspace.write("clean.flow", Self.cleanSpec)
    let run = try workspace.flowc("check", "clean.flow", "--format", format)
    #expect(run.stderr == "")
    #expect(run.stdout == (format == "json" ? Self.emptyJSON : ""))
    #expect(run.status == 0)
  }

  static let emptyJSON = """
    {
      "version": 1,
      "files": [
        "clean.flow"
      ],
      "unreadable": [],
      "diagnostics": []
    }

    """

  @Test func errorsInHumanFormatGoToStandardError() throws {
    let workspace = try Workspace()
    try workspace.write("broken.flow", Self.brokenSpec)
    let run = try workspace.flowc("check", "broken.flow")
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        broken.flow:2:9: error: unterminated string; a string ends with '"' on the same line [FL0003]
        \tscheme "archon
        \t       ^~~~~~~
        fix-it: insert '"'
        1 error generated.
        note: broken.flow: these errors stopped checking early: names, flow, routes and expects were not checked, so fixing these errors may show more

        """)
    #expect(run.status == 1)
  }

  /// Fixing a semantic error can make a failing expect appear: the note says they did not run.
  @Test func errorsSayTheExpectsDidNotRun() throws {
    let workspace = try Workspace()
    try workspace.write(
      "a.flow",
      Self.cleanSpec + "screen Orphan { push Nowhere }\n"
        + #"expect "a://x" -> nothing"# + "\n" + #"expect "a://y" -> nothing"# + "\n")
    let run = try workspace.flowc("check", "--format=gnu", "a.flow")
    #expect(
      run.stdout.hasSuffix(
        "a.flow: note: errors stopped checking: the 2 expects were not run, so fixing these "
          + "errors may show more\n"))
    #expect(run.status == 1)
    try workspace.write("b.flow", Self.cleanSpec.replacing("app ", with: "app B"))
    let clean = try workspace.flowc("check", "--format=gnu", "b.flow")
    #expect(clean.stdout == "")
  }

  @Test func errorsInGNUFormatGoToStandardOutput() throws {
    let workspace = try Workspace()
    try workspace.write("broken.flow", Self.brokenSpec)
    try workspace.write("clean.flow", Self.cleanSpec)
    let run = try workspace.flowc("check", "--format=gnu", "clean.flow", "broken.flow")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        broken.flow:2:9: error: unterminated string; a string ends with '"' on the same line [FL0003]
        broken.flow:2:16: note: fix-it: insert '"'
        broken.flow: note: these errors stopped checking early: names, flow, routes and expects were not checked, so fixing these errors may show more

        """)
    #expect(run.status == 1)
  }

  @Test func errorsInJSONFormatGoToStandardOutput() throws {
    let workspace = try Workspace()
    try workspace.write("broken.flow", Self.brokenSpec)
    let run = try workspace.flowc(
      "check", "broken.flow", "--format", "json", "--warnings-as-errors")
    #expect(run.stderr == "")
    #expect(
      run.stdout == #"""
        {
          "version": 1,
          "files": [
            "broken.flow"
          ],
          "unreadable": [],
          "diagnostics": [
            {
              "code": "FL0003",
              "severity": "error",
              "message": "unterminated string; a string ends with '\"' on the same line",
              "path": "broken.flow",
              "range": {
                "start": {"line": 2, "column": 9, "offset": 21},
                "end": {"line": 2, "column": 16, "offset": 28}
              },
              "notes": [],
              "fixIt": {
                "message": "insert '\"'",
                "range": {
                  "start": {"line": 2, "column": 16, "offset": 28},
                  "end": {"line": 2, "column": 16, "offset": 28}
                },
                "replacement": "\"",
                "isGuess": false
              },
              "help": null
            }
          ]
        }

        """#)
    #expect(run.status == 1)
  }

  @Test func doubleDashEndsOptions() throws {
    let workspace = try Workspace()
    try workspace.write("-odd.flow", Self.cleanSpec)
    let run = try workspace.flowc("check", "--", "-odd.flow")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }
}
