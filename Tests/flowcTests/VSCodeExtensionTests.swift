import Foundation
import Testing

/// The VS Code extension in docs/editors/vscode is wired to a language server flowc really runs:
/// it cannot be installed here (no npm), so what it declares is checked instead.
@Suite struct VSCodeExtensionTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/editors/vscode")

  static func manifest() throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent("package.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func packageJSONContributesTheLanguageGrammarClientAndSetting() throws {
    let manifest = try Self.manifest()
    let contributes = try #require(manifest["contributes"] as? [String: Any])
    let languages = try #require(contributes["languages"] as? [[String: Any]])
    #expect(languages.first?["id"] as? String == "flow")
    #expect(languages.first?["extensions"] as? [String] == [".flow"])
    #expect(manifest["activationEvents"] as? [String] == ["onLanguage:flow"])
    // Every file the manifest names is there.
    let grammars = try #require(contributes["grammars"] as? [[String: Any]])
    let files = [
      try #require(manifest["main"] as? String),
      try #require(languages.first?["configuration"] as? String),
      try #require(grammars.first?["path"] as? String),
    ]
    for file in files {
      let path = Self.directory.appendingPathComponent(file).path
      #expect(FileManager.default.fileExists(atPath: path), "\(file)")
    }
    let dependencies = try #require(manifest["dependencies"] as? [String: String])
    #expect(dependencies["vscode-languageclient"] != nil)
    let settings = try #require(
      (contributes["configuration"] as? [String: Any])?["properties"] as? [String: Any])
    let flowcPath = try #require(settings["flowkit.flowcPath"] as? [String: Any])
    #expect(flowcPath["default"] as? String == "flowc")
  }

  /// The arguments the client starts flowc with, from `args: [...]` in extension.js, run as a
  /// session: flowc must accept them and speak the protocol.
  @Test func theClientStartsACommandFlowcAccepts() throws {
    let script = try String(
      contentsOf: Self.directory.appendingPathComponent("extension.js"), encoding: .utf8)
    let argsLine = try #require(script.split(separator: "\n").first { $0.contains("args: [") })
    let argsStart = try #require(argsLine.range(of: "args: ["))
    let list = argsLine[argsStart.upperBound...].prefix { $0 != "]" }
    let arguments = list.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }
    #expect(arguments == ["lsp"])

    let session = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    let run = try Workspace().flowc(arguments, standardInput: Data(session.utf8))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains(#""id":1,"result":{"capabilities""#))
    #expect(run.stdout.hasSuffix(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
  }
}
