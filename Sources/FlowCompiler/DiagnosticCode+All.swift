import FlowSema
import FlowSimulation
import FlowSyntax

extension DiagnosticCode {
  /// Every code any stage emits, in code order: what `docs/Diagnostics.md` documents and what a
  /// `// flowc:ignore` comment may name.
  public static let allCases =
    (syntaxCodes + semaCodes + readingCodes + ignoreCommentCodes + expectationCodes
    + contractCodes + moduleCodes).sorted()

  /// The code spelled `rawValue`, if any stage declares it.
  public init?(rawValue: String) {
    guard let code = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = code
  }
}
