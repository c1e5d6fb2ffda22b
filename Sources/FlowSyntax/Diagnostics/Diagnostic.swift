/// One problem found in a spec: a stable code, a severity, where it is, what is wrong, and how to fix it.
///
/// Diagnostics are plain values; rendering them (human, gnu, json, ...) is a separate, pure step.
public struct Diagnostic: Hashable, Sendable {
  public var code: DiagnosticCode
  public var severity: Severity
  /// The file the range points into.
  public var path: String
  public var range: SourceRange
  /// What is wrong, in one plain sentence without a trailing period.
  public var message: String
  /// Secondary locations and explanations, such as "previous declaration is here".
  public var notes: [Note]
  /// A suggested edit that fixes the problem, when there is one obvious fix.
  public var fixIt: FixIt?
  /// A hint on how to fix it, when no mechanical edit is obvious.
  public var help: String?

  public init(
    _ code: DiagnosticCode,
    severity: Severity? = nil,
    path: String,
    range: SourceRange,
    message: String,
    notes: [Note] = [],
    fixIt: FixIt? = nil,
    help: String? = nil
  ) {
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.path = path
    self.range = range
    self.message = message
    self.notes = notes
    self.fixIt = fixIt
    self.help = help
  }

  /// The file `note`'s range points into: its own path, else this diagnostic's.
  public func path(of note: Note) -> String { note.path ?? path }

  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message attached to a diagnostic, optionally pointing elsewhere in the same file.
  public struct Note: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?
    /// The file `range` points into when it is not the diagnostic's: another spec of the module,
    /// which declares what clashes (FL0115).
    public var path: String?

    public init(_ message: String, at range: SourceRange? = nil, in path: String? = nil) {
      self.message = message
      self.range = range
      self.path = path
    }
  }

  /// A replacement of one range with new text, with a short label such as "insert 'default'".
  public struct FixIt: Hashable, Sendable {
    public var message: String
    public var range: SourceRange
    public var replacement: String
    /// Whether the edit guesses what the author meant: a misspelt name replaced by the closest
    /// declared one (`closestName`), or a choice only the team can make (FL0315's `requires` for
    /// a phase an event enters, right only if the app reports the condition first). Printed and
    /// offered in an editor, but never applied by `flowc check --fix` or an editor's fix-all, nor
    /// preferred: the unknown name is as often one the author forgot to declare, and a wrong
    /// guess checks clean and means something else (`requires tier3` became `requires tier1`, a
    /// payslip `requires employer`, a route to `Item2` landed on `Item1`: the tools round).
    public var isGuess: Bool

    public init(
      _ message: String, replacing range: SourceRange, with replacement: String,
      isGuess: Bool = false
    ) {
      self.message = message
      self.range = range
      self.replacement = replacement
      self.isGuess = isGuess
    }

    /// The edit that writes `replacement` over `range`, labelled with exactly what it writes
    /// ("replace with 'Settings'"), as most fix-its are: one place spells the label.
    public static func replacing(_ range: SourceRange, with replacement: String) -> Self {
      Self("replace with '\(replacement)'", replacing: range, with: replacement)
    }

    /// The edit that writes `text` at `offset`, labelled with what it writes, without the spaces
    /// and line breaks that set it apart ("insert 'as legacy'" for " as legacy"): one place spells
    /// the label, as `replacing` does for replacements.
    public static func inserting(_ text: String, at offset: Int) -> Self {
      let shown = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
      return Self("insert '\(String(shown))'", replacing: .point(offset), with: text)
    }

    /// A "did you mean"'s edit: `written`, at `range`, replaced by `suggestion`, its closest
    /// declared name; a guess unless the two differ only in letter case, which no two names of
    /// one kind do.
    public static func closestName(_ suggestion: String, for written: String, at range: SourceRange)
      -> Self
    {
      var fixIt = replacing(range, with: suggestion)
      fixIt.isGuess = suggestion.lowercased() != written.lowercased()
      return fixIt
    }
  }
}
