/// `route "/projects/{id}" -> ProjectDetail`: a URL pattern and where it lands.
public struct RouteDeclaration: Sendable {
  public var docs: DocComment?
  public var patternLiteral: StringLiteral
  /// The parsed pattern; `nil` when it had errors, which the parser already reported.
  public var pattern: RoutePattern?
  public var landing: Landing
  /// `as projectShortLink`: the Swift case name the author chose. App code and saved routes use
  /// that name, so it must not change when other routes are added.
  public var caseName: Identifier?
  public var options: [LandingOption]
  public var range: SourceRange

  public init(
    docs: DocComment?, patternLiteral: StringLiteral, pattern: RoutePattern?, landing: Landing,
    caseName: Identifier? = nil, options: [LandingOption], range: SourceRange
  ) {
    self.docs = docs
    self.patternLiteral = patternLiteral
    self.pattern = pattern
    self.landing = landing
    self.caseName = caseName
    self.options = options
    self.range = range
  }
}

/// Where a route lands: one screen (the compiler derives the rest), or an explicit `[A, B, C]` path,
/// optionally pinned to a tab with `in tabName`, or opened `over current`.
public struct Landing: Sendable {
  /// The screens in order; the last one is what the user sees.
  public var steps: [ScreenReference]
  /// Whether the author wrote the bracketed, explicit form.
  public var isExplicitPath: Bool
  public var tab: Identifier?
  /// `over current`: the sheets and covers open over wherever the user is, instead of moving them to
  /// the derived tab or phase. The range of the two words, when written.
  public var overCurrent: SourceRange?
  public var range: SourceRange

  public init(
    steps: [ScreenReference], isExplicitPath: Bool, tab: Identifier?,
    overCurrent: SourceRange? = nil, range: SourceRange
  ) {
    self.steps = steps
    self.isExplicitPath = isExplicitPath
    self.tab = tab
    self.overCurrent = overCurrent
    self.range = range
  }
}

/// `ProjectDetail(id: projectId)`: a screen in a landing, with explicit arguments where names differ.
public struct ScreenReference: Sendable {
  public var name: Identifier
  public var arguments: [Argument]
  public var range: SourceRange

  public init(name: Identifier, arguments: [Argument], range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `id: projectId` or `tab: "files"`: a screen parameter bound to a placeholder or a constant.
public struct Argument: Sendable {
  public enum Value: Sendable {
    case placeholder(Identifier)
    case literal(Literal)

    /// Where the value is written, after the label's `:`.
    public var range: SourceRange {
      switch self {
      case .placeholder(let name): name.range
      case .literal(let literal): literal.range
      }
    }
  }

  public var label: Identifier
  public var value: Value
  public var range: SourceRange

  public init(label: Identifier, value: Value, range: SourceRange) {
    self.label = label
    self.value = value
    self.range = range
  }
}

/// `stack push` or `presentation keep` after a landing: overrides the app's deep-link defaults.
public struct LandingOption: Sendable {
  /// `stack` or `presentation`.
  public var keyword: Identifier
  /// `replace`/`push`, or `dismiss`/`keep`.
  public var value: Identifier
  public var range: SourceRange

  public init(keyword: Identifier, value: Identifier, range: SourceRange) {
    self.keyword = keyword
    self.value = value
    self.range = range
  }
}
