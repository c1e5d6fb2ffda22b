import Foundation
import Testing

/// `flowc diff` and `flowc check --against`, run as a user runs them.
@Suite struct DiffTests {
  static let old = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id}" -> Item
    route "/home" -> Home

    """

  static let renamed = old.replacingOccurrences(of: "/items/{id}", with: "/item/{id}")
  static let extended = old + "route \"/home/item/{id}\" -> Item as homeItem\n"

  static func workspace() throws -> Workspace {
    let workspace = try Workspace()
    try workspace.write("old.flow", old)
    try workspace.write("renamed.flow", renamed)
    try workspace.write("extended.flow", extended)
    return workspace
  }

  @Test func breakingChangeFailsWithTheBrokenLink() throws {
    let run = try Self.workspace().flowc("diff", "old.flow", "renamed.flow", "--format", "gnu")
    #expect(
      run.stdout
        == "renamed.flow:5:7: error: 'a://items/42' no longer matches: route '/items/{id}' is now '/item/{id}' ('items' became 'item') [FL0501]\n"
    )
    #expect(run.stderr == "")
    #expect(run.status == 1)
  }

  /// `-` reads standard input, as in every tool (`git show v1:App.flow | flowc diff - App.flow`):
  /// either side, or both (one spec compared with itself), and `check --against -`.
  @Test func aSpecPathOfDashReadsStandardInput() throws {
    let workspace = try Self.workspace()
    let broken =
      "renamed.flow:5:7: error: 'a://items/42' no longer matches: route '/items/{id}' is now "
      + "'/item/{id}' ('items' became 'item') [FL0501]\n"
    let old = Data(Self.old.utf8)
    let piped = try workspace.flowc(
      ["diff", "-", "renamed.flow", "--format", "gnu"], standardInput: old)
    #expect(piped.stdout == broken)
    #expect(piped.stderr == "")
    #expect(piped.status == 1)
    let against = try workspace.flowc(
      ["check", "renamed.flow", "--against", "-", "--format", "gnu"], standardInput: old)
    #expect(against.stdout == broken)
    #expect(against.status == 1)
    let newPiped = try workspace.flowc(
      ["diff", "old.flow", "-", "--format", "gnu"], standardInput: Data(Self.renamed.utf8))
    #expect(newPiped.stdout == broken.replacingOccurrences(of: "renamed.flow", with: "<stdin>"))
    let itself = try workspace.flowc(["diff", "-", "-"], standardInput: old)
    #expect(itself.stdout == "")
    #expect(itself.stderr == "")
    #expect(itself.status == 0)
    let twice = try workspace.flowc(["check", "-", "--against", "-"], standardInput: old)
    #expect(
      twice.stderr.hasPrefix(
        "error: a spec and --against cannot both read standard input ('-')"))
    #expect(twice.status == 2)
  }

  @Test func humanFormatShowsTheRouteLine() throws {
    let run = try Self.workspace().flowc("diff", "old.flow", "renamed.flow")
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        renamed.flow:5:7: error: 'a://items/42' no longer matches: route '/items/{id}' is now '/item/{id}' ('items' became 'item') [FL0501]
        route "/item/{id}" -> Item
              ^~~~~~~~~~~~
        1 error generated.

        """)
    #expect(run.status == 1)
  }

  @Test func compatibleChangeSucceedsWithANote() throws {
    let run = try Self.workspace().flowc("diff", "old.flow", "extended.flow", "--format", "gnu")
    #expect(
      run.stdout
        == "extended.flow:7:7: note: new route '/home/item/{id}' adds the Swift case 'ARoute.homeItem': links such as 'a://home/item/42' land on Home > Item(id: 42) in main [FL0510]\n"
    )
    #expect(run.status == 0)
  }

  @Test func removedRouteIsReportedInTheOldSpec() throws {
    let run = try Self.workspace().flowc("diff", "extended.flow", "old.flow", "--format", "json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["files"] as? [String] == ["extended.flow", "old.flow"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["FL0500"])
    #expect(diagnostics.map { $0["path"] as? String } == ["extended.flow"])
    #expect(run.status == 1)
  }

  @Test func checkAgainstAddsTheContractToTheCheck() throws {
    let run = try Self.workspace().flowc(
      "check", "renamed.flow", "--against", "old.flow", "--format", "gnu")
    #expect(
      run.stdout
        == "renamed.flow:5:7: error: 'a://items/42' no longer matches: route '/items/{id}' is now '/item/{id}' ('items' became 'item') [FL0501]\n"
    )
    #expect(run.status == 1)
    let clean = try Self.workspace().flowc("check", "old.flow", "--against=old.flow")
    #expect(clean.stdout == "")
    #expect(clean.stderr == "")
    #expect(clean.status == 0)
  }

  /// The issue: a new literal route took `a://items/new` from `/items/{id}` with only a note.
  @Test func newLiteralRouteTakingOldLinksFails() throws {
    let workspace = try Self.workspace()
    try workspace.write(
      "literal.flow",
      Self.old.replacingOccurrences(of: "id: Int", with: "id: String")
        + "route \"/items/new\" -> Home as newItem\n")
    try workspace.write(
      "strings.flow", Self.old.replacingOccurrences(of: "id: Int", with: "id: String"))
    let run = try workspace.flowc("diff", "strings.flow", "literal.flow", "--format", "gnu")
    #expect(
      run.stdout == """
        literal.flow:7:7: error: 'a://items/new' now lands on Home in main, not Home > Item(id: "new") in main: new route '/items/new' takes it from route '/items/{id}' [FL0508]
        literal.flow:7:7: note: new route '/items/new' adds the Swift case 'ARoute.newItem': links such as 'a://items/new' land on Home in main [FL0510]

        """)
    #expect(run.status == 1)
  }

  /// The issue: a route's Swift case was renamed by adding another route; now a rename fails.
  @Test func renamedSwiftCaseFails() throws {
    let workspace = try Self.workspace()
    try workspace.write(
      "recased.flow",
      Self.old.replacingOccurrences(of: "-> Item\n", with: "-> Item as itemDetail\n"))
    let run = try workspace.flowc("diff", "old.flow", "recased.flow", "--format", "gnu")
    #expect(
      run.stdout
        == "recased.flow:5:7: error: route '/items/{id}' is now the Swift case 'ARoute.itemDetail', not 'ARoute.item': app code and saved routes that use 'ARoute.item' break [FL0507]\n"
        + "recased.flow:5:32: note: fix-it: replace with 'item'\n"
    )
    #expect(run.status == 1)
  }

  @Test func unreadableSpecIsAnInputError() throws {
    let run = try Self.workspace().flowc("diff", "old.flow", "missing.flow")
    #expect(run.stderr == "error: cannot read 'missing.flow': No such file or directory\n")
    #expect(run.status == 2)
    let against = try Self.workspace().flowc("check", "old.flow", "--against", "missing.flow")
    #expect(against.stderr == "error: cannot read 'missing.flow': No such file or directory\n")
    #expect(against.status == 2)
  }

  @Test func diffTakesExactlyTwoSpecs() throws {
    let run = try Self.workspace().flowc("diff", "old.flow")
    #expect(run.stderr.hasPrefix("error: missing <new>\n"))
    #expect(run.status == 2)
  }

  @Test func archonKeepsItsContract() throws {
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Specs/Archon/Archon.flow").path
    let run = try Workspace().flowc("diff", spec, spec, "--format", "sarif")
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect((runs.first?["results"] as? [Any])?.isEmpty == true)
  }
}
