import FlowSyntax

/// SARIF 2.1.0, the static-analysis format GitHub code scanning and IDEs import: one run, the rules
/// that occur, and one result per diagnostic with its notes as related locations and its fix-it as a fix.
///
/// Columns are UTF-16 code units (SARIF's default `columnKind`), 1-based, end exclusive.
public struct SARIFRenderer: DiagnosticRenderer {
  /// The schema the document declares.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  public init() {}

  /// One SARIF log with one run holding every diagnostic.
  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    log(diagnostics, files: files, unreadable: [])
  }

  /// The log of a whole compilation; files that could not be read make the run's one invocation
  /// unsuccessful, each with an error notification, so code scanning does not show a clean run.
  public func render(_ report: CompilationReport) -> String {
    log(report.diagnostics, files: report.sources, unreadable: report.readErrors)
  }

  private func log(_ diagnostics: [Diagnostic], files: [SourceFile], unreadable: [ReadError])
    -> String
  {
    let sources = SourceIndex(files)
    let codes = Set(diagnostics.map(\.code)).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    let rules = codes.map { code in
      JSONValue.object([
        ("id", .string(code.rawValue)),
        ("shortDescription", .object([("text", .string(code.summary))])),
        ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
      ])
    }
    let driver = JSONValue.object([
      ("name", .string("flowc")),
      ("version", .string(Compiler.version)),
      ("rules", .array(rules)),
    ])
    let results = diagnostics.map { diagnostic in
      result(diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0, sources)
    }
    var run: [(key: String, value: JSONValue)] = [
      ("tool", .object([("driver", driver)])),
      ("columnKind", .string("utf16CodeUnits")),
      ("results", .array(results)),
    ]
    if !unreadable.isEmpty { run.append(("invocations", .array([invocation(unreadable)]))) }
    let document = JSONValue.object([
      ("$schema", .string(Self.schema)),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
    return document.serialized() + "\n"
  }

  private func result(_ diagnostic: Diagnostic, ruleIndex: Int, _ sources: SourceIndex)
    -> JSONValue
  {
    let path = diagnostic.path
    var members: [(key: String, value: JSONValue)] = [
      ("ruleId", .string(diagnostic.code.rawValue)),
      ("ruleIndex", .integer(ruleIndex)),
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(messageText(diagnostic)))])),
      (
        "locations",
        .array([.object([("physicalLocation", location(diagnostic.range, path, sources))])])
      ),
    ]
    if !diagnostic.notes.isEmpty {
      let related = diagnostic.notes.enumerated().map { index, note in
        JSONValue.object([
          ("id", .integer(index)),
          (
            "physicalLocation",
            note.range.map { location($0, diagnostic.path(of: note), sources) }
              ?? location(diagnostic.range, path, sources)
          ),
          ("message", .object([("text", .string(note.message))])),
        ])
      }
      members.append(("relatedLocations", .array(related)))
    }
    if let fixIt = diagnostic.fixIt {
      let replacement = JSONValue.object([
        ("deletedRegion", region(fixIt.range, path, sources)),
        ("insertedContent", .object([("text", .string(fixIt.replacement))])),
      ])
      let change = JSONValue.object([
        ("artifactLocation", .object([("uri", .string(Self.uri(path)))])),
        ("replacements", .array([replacement])),
      ])
      var fix: [(String, JSONValue)] = [
        ("description", .object([("text", .string(fixIt.message))])),
        ("artifactChanges", .array([change])),
      ]
      // A guessed name travels in the fix's property bag, SARIF's place for facts of a tool's own,
      // so an importer can leave it for a person to judge as `check --fix` does.
      if fixIt.isGuess { fix.append(("properties", .object([("isGuess", .bool(true))]))) }
      members.append(("fixes", .array([.object(fix)])))
    }
    return .object(members)
  }

  /// An unsuccessful invocation, with an error notification for each file that could not be read.
  private func invocation(_ unreadable: [ReadError]) -> JSONValue {
    let notifications = unreadable.map { error in
      JSONValue.object([
        ("level", .string("error")),
        ("message", .object([("text", .string(error.description))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([("artifactLocation", .object([("uri", .string(Self.uri(error.path)))]))])
              )
            ])
          ])
        ),
      ])
    }
    return .object([
      ("executionSuccessful", .bool(false)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
  }

  /// The message, with the help line after it when there is one.
  private func messageText(_ diagnostic: Diagnostic) -> String {
    diagnostic.help.map { diagnostic.message + "\nhelp: " + $0 } ?? diagnostic.message
  }

  private func location(_ range: SourceRange, _ path: String, _ sources: SourceIndex) -> JSONValue {
    .object([
      ("artifactLocation", .object([("uri", .string(Self.uri(path)))])),
      ("region", region(range, path, sources)),
    ])
  }

  private func region(_ range: SourceRange, _ path: String, _ sources: SourceIndex) -> JSONValue {
    let start = sources.utf16Position(of: range.start, in: path)
    let end = sources.utf16Position(of: max(range.start, range.end), in: path)
    return .object([
      ("startLine", .integer(start.line)),
      ("startColumn", .integer(start.column)),
      ("endLine", .integer(end.line)),
      ("endColumn", .integer(end.column)),
    ])
  }

  private func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as a URI reference: relative paths stay relative (`Specs/App.flow`), absolute ones become
  /// `file://` URIs; bytes outside unreserved characters and `/` are percent-encoded.
  static func uri(_ path: String) -> String {
    let encoded = path.utf8.map { byte -> String in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        return String(UnicodeScalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        return "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }.joined()
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
