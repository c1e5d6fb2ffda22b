import FlowSyntax
import Foundation
import Testing

@testable import FlowCompiler

/// A warning with a fix-it, and an error with a note, after characters that are wider in UTF-8 than in
/// UTF-16 (`😀` is 4 bytes and 2 code units, `é` 2 bytes and 1 code unit).
let annotatedSpec = """
  app A {
    scheme "A"
  }

  phase main {
    root Home
  }

  screen Home
  /* 😀é */ screen Home

  """

func annotatedReport(path: String = "n.flow") -> CompilationReport {
  CompilationReport(
    files: [Compiler().check(SourceFile(path: path, text: annotatedSpec))], readErrors: [])
}

@Suite struct SARIFRendererTests {
  private func document(_ report: CompilationReport) throws -> [String: Any] {
    let text = SARIFRenderer().render(report)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The fields SARIF 2.1.0 requires (sarifLog: version, runs; run: tool; tool: driver; driver: name;
  /// result: message; message: text; region lines and columns positive integers).
  @Test func hasTheRequiredShape() throws {
    let log = try document(annotatedReport())
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "flowc")
    #expect(driver["version"] as? String == Compiler.version)
    // FlowKit has no public home yet, so the optional `informationUri` is left out rather than invented.
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["FL0101", "FL0114"])
    for rule in rules {
      let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String
      #expect(text?.isEmpty == false)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == ruleID)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "n.flow")
      let region = try #require(physical["region"] as? [String: Int])
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        #expect((region[key] ?? 0) >= 1, "\(key)")
      }
    }
  }

  @Test func regionsCountUTF16AndNotesBecomeRelatedLocations() throws {
    let run = try #require((try document(annotatedReport())["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let duplicate = try #require(results.first { $0["ruleId"] as? String == "FL0101" })
    let location = (duplicate["locations"] as? [[String: Any]])?.first?["physicalLocation"]
    let region = (location as? [String: Any])?["region"] as? [String: Int]
    #expect(region == ["startLine": 10, "startColumn": 18, "endLine": 10, "endColumn": 22])
    let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 1)
    #expect(
      (related.first?["message"] as? [String: Any])?["text"] as? String
        == "previous declaration is here")
    let noteRegion = (related.first?["physicalLocation"] as? [String: Any])?["region"]
    #expect(
      noteRegion as? [String: Int]
        == ["startLine": 9, "startColumn": 8, "endLine": 9, "endColumn": 12])
  }

  @Test func fixItsBecomeFixes() throws {
    let run = try #require((try document(annotatedReport())["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let lowercase = try #require(results.first { $0["ruleId"] as? String == "FL0114" })
    #expect(lowercase["level"] as? String == "warning")
    let fix = try #require((lowercase["fixes"] as? [[String: Any]])?.first)
    #expect((fix["description"] as? [String: Any])?["text"] as? String == "replace with '\"a\"'")
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "n.flow")
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    #expect(
      replacement["deletedRegion"] as? [String: Int]
        == ["startLine": 2, "startColumn": 10, "endLine": 2, "endColumn": 13])
    #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "\"a\"")
  }

  @Test func noDiagnosticsIsAnEmptyRun() throws {
    let text = SARIFRenderer().render([], files: [])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = (log["runs"] as? [[String: Any]])?.first
    #expect((run?["results"] as? [Any])?.isEmpty == true)
  }

  @Test(arguments: [
    ("Specs/App.flow", "Specs/App.flow"),
    ("my specs/a b.flow", "my%20specs/a%20b.flow"),
    ("/tmp/x.flow", "file:///tmp/x.flow"),
    ("a:b%.flow", "a%3Ab%25.flow"),
  ])
  func artifactURIs(path: String, uri: String) {
    #expect(SARIFRenderer.uri(path) == uri)
  }

  @Test func everyCodeHasASummary() {
    for code in DiagnosticCode.allCases {
      #expect(code.summary.hasSuffix("."), "\(code)")
    }
  }
}

@Suite struct GitHubRendererTests {
  @Test func workflowCommands() {
    #expect(
      GitHubRenderer().render(annotatedReport()) == """
        ::warning file=n.flow,line=2,col=10,endLine=2,endColumn=13,title=FL0114::scheme 'A' compares \
        case-insensitively; write it in lowercase%0Afix-it: replace with '"a"'
        ::error file=n.flow,line=10,col=18,endLine=10,endColumn=22,title=FL0101::'Home' is already \
        declared as a screen%0Anote: n.flow:9:8: previous declaration is here%0Ahelp: each screen needs \
        a name of its own; rename or remove one of them

        """)
  }

  @Test func propertiesEscapeColonsAndCommas() {
    let output = GitHubRenderer().render(annotatedReport(path: "dir,x/a:b%.flow"))
    #expect(output.hasPrefix("::warning file=dir%2Cx/a%3Ab%25.flow,line=2,"))
  }

  @Test func pathsAreRelativeToTheWorkspace() {
    let output = GitHubRenderer(workspace: "/ws", workingDirectory: "/ws/pkg")
      .render(annotatedReport(path: "./Specs/../n.flow"))
    #expect(output.hasPrefix("::warning file=pkg/n.flow,line=2,"))
    #expect(output.contains("%0Anote: pkg/n.flow:9:8: previous declaration is here"))
  }

  @Test(arguments: [
    ("./a.flow", "/ws", "/ws", "a.flow"),
    ("a.flow", "/ws/", "/ws/sub/.", "sub/a.flow"),
    ("/ws/Specs/./A/A.flow", "/ws", "/elsewhere", "Specs/A/A.flow"),
    ("../other/a.flow", "/ws", "/ws", "/other/a.flow"),
    ("/wsx/a.flow", "/ws", "/ws", "/wsx/a.flow"),
    (".//b//a.flow", "..", "/ws/pkg", "pkg/b/a.flow"),
  ])
  func workspacePaths(path: String, workspace: String, workingDirectory: String, shown: String) {
    #expect(
      WorkspacePath.relative(path, workingDirectory: workingDirectory, workspace: workspace)
        == shown)
  }

  @Test(arguments: [
    ("100% sure\r\nnext", "100%25 sure%0D%0Anext", "100%25 sure%0D%0Anext"),
    ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
  ])
  func escaping(text: String, data: String, property: String) {
    #expect(GitHubRenderer.escapeData(text) == data)
    #expect(GitHubRenderer.escapeProperty(text) == property)
  }
}
