import Testing

/// `flowc check --fix`: the fix-its applied to the files in place, then the check of what remains.
@Suite struct FixCommandTests {
  static let typo = """
    app Shop {
      scheme "shop"
    }

    phase main {
      root Home
    }

    screen Home {
      push Prodcut
    }

    screen Product
    screen Orphan

    """

  @Test func theFileIsRewrittenAndWhatRemainsIsReported() throws {
    let workspace = try Workspace()
    try workspace.write("shop.flow", Self.typo)
    let run = try workspace.flowc("check", "--fix", "shop.flow", "--format", "gnu")
    #expect(run.stderr == "shop.flow: applied 1 fix-it\n")
    #expect(
      run.stdout
        == "shop.flow:14:8: warning: screen 'Orphan' is never shown: no root, push or present "
        + "reaches it [FL0210]\nshop.flow:14:8: note: help: add `push Orphan` to a screen that is "
        + "shown\n")
    #expect(run.status == 0)
    #expect(
      try workspace.read("shop.flow")
        == Self.typo.replacingOccurrences(of: "push Prodcut", with: "push Product"))
  }

  /// Nothing to fix: the file is not written and nothing is said about it.
  @Test func aFileWithNothingToFixIsLeftAlone() throws {
    let workspace = try Workspace()
    let clean = Self.typo.replacingOccurrences(of: "Prodcut", with: "Product")
      .replacingOccurrences(of: "screen Orphan\n", with: "")
    try workspace.write("shop.flow", clean)
    let run = try workspace.flowc("check", "--fix", "shop.flow")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(try workspace.read("shop.flow") == clean)
  }

  @Test func standardInputCannotBeFixed() throws {
    let run = try Workspace().flowc("check", "--fix", "-")
    #expect(
      run.stderr
        == "error: --fix rewrites files, so it cannot read standard input ('-')\n"
        + "usage: flowc check <file>... [--format <format>] [--warnings-as-errors] "
        + "[--against <old>] [--fix]\nRun 'flowc help check' for more information.\n")
    #expect(run.status == 2)
  }
}
