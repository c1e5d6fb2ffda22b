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
  static let extended = old + "route \"/home/item/{id}\" -> Item\n"

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
        == "extended.flow:7:7: note: new route '/home/item/{id}': links such as 'a://home/item/42' land on Item(id: 42) in main [FL0510]\n"
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
