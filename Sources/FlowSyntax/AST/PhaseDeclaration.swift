/// `phase main requires session { ... }`: one stage of the app's life, such as onboarding or main.
///
/// A phase either checks a condition and moves on at once, or shows something: one root screen, or tabs.
public struct PhaseDeclaration: Sendable {
  public var docs: DocComment?
  public var name: Identifier
  /// Conditions that must hold to be in this phase (`requires session`).
  public var requires: [Identifier]
  public var items: [PhaseItem]
  public var range: SourceRange

  public init(
    docs: DocComment?, name: Identifier, requires: [Identifier], items: [PhaseItem],
    range: SourceRange
  ) {
    self.docs = docs
    self.name = name
    self.requires = requires
    self.items = items
    self.range = range
  }
}

/// One line inside `phase { ... }`.
public enum PhaseItem: Sendable {
  case check(CheckItem)
  /// `root Onboarding`: the screen this phase shows when it has no tabs.
  case root(Identifier, range: SourceRange)
  case tab(TabItem)
  case handler(EventHandler)
  /// `present Feedback, Help`: sheets or covers presentable from anywhere in this phase.
  case present([Identifier], range: SourceRange)

  public var range: SourceRange {
    switch self {
    case .check(let item): item.range
    case .root(_, let range): range
    case .tab(let item): item.range
    case .handler(let handler): handler.range
    case .present(_, let range): range
    }
  }
}

/// `check session ? main : onboarding`: go to one phase if the condition holds, else to the other.
public struct CheckItem: Sendable {
  public var condition: Identifier
  public var then: Identifier
  /// Missing when the author forgot `: elsePhase`; the parser reports it.
  public var otherwise: Identifier?
  public var range: SourceRange

  public init(condition: Identifier, then: Identifier, otherwise: Identifier?, range: SourceRange) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
    self.range = range
  }
}

/// `default tab builder "Builder" icon "house.fill" root BuilderHome`: one tab with its own stack.
public struct TabItem: Sendable {
  public var docs: DocComment?
  /// The range of the `default` keyword when the tab is the default one.
  public var defaultKeyword: SourceRange?
  public var name: Identifier
  public var title: StringLiteral
  /// The SF Symbol name.
  public var icon: StringLiteral
  public var root: Identifier
  public var requires: [Identifier]
  /// What selecting it does while `requires` fails (`else present SignIn`); nil refuses.
  public var guardFailure: GuardFailure?
  public var range: SourceRange

  public init(
    docs: DocComment?, defaultKeyword: SourceRange?, name: Identifier, title: StringLiteral,
    icon: StringLiteral, root: Identifier, requires: [Identifier],
    guardFailure: GuardFailure? = nil, range: SourceRange
  ) {
    self.docs = docs
    self.defaultKeyword = defaultKeyword
    self.name = name
    self.title = title
    self.icon = icon
    self.root = root
    self.requires = requires
    self.guardFailure = guardFailure
    self.range = range
  }

  public var isDefault: Bool { defaultKeyword != nil }
}
