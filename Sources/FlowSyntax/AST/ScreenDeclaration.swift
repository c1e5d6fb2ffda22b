/// `screen ProjectDetail(id: Int) { push CodeBrowser }`, or the same with `sheet` or `cover`.
public struct ScreenDeclaration: Sendable {
  /// How a screen is shown: pushed onto a stack, or presented modally.
  public enum Kind: String, Sendable {
    case screen
    case sheet
    case cover
  }

  public var docs: DocComment?
  public var kind: Kind
  public var name: Identifier
  public var parameters: [Parameter]
  /// Conditions that must hold to show this screen (`requires session`).
  public var requires: [Identifier]
  /// What entering it does while `requires` fails (`else present SignIn`); nil refuses.
  public var guardFailure: GuardFailure?
  public var items: [ScreenItem]
  public var range: SourceRange

  public init(
    docs: DocComment?, kind: Kind, name: Identifier, parameters: [Parameter],
    requires: [Identifier], guardFailure: GuardFailure? = nil, items: [ScreenItem],
    range: SourceRange
  ) {
    self.docs = docs
    self.kind = kind
    self.name = name
    self.parameters = parameters
    self.requires = requires
    self.guardFailure = guardFailure
    self.items = items
    self.range = range
  }
}

/// One line inside a screen's `{ ... }`.
public enum ScreenItem: Sendable {
  /// `push TaskDetail, CodeBrowser`: screens this one may push onto its stack.
  case push([Identifier], range: SourceRange)
  /// `present LivePreview`: sheets or covers this one may present.
  case present([Identifier], range: SourceRange)
  /// `on closed -> dismiss`: handled while this sheet or cover is showing.
  case handler(EventHandler)

  public var range: SourceRange {
    switch self {
    case .push(_, let range): range
    case .present(_, let range): range
    case .handler(let handler): handler.range
    }
  }
}

/// `id: Int`, `query: String? = nil`: a typed screen parameter, with its docs and default.
public struct Parameter: Sendable {
  public var docs: DocComment?
  public var name: Identifier
  public var type: TypeReference
  public var defaultValue: Literal?
  public var range: SourceRange

  public init(
    docs: DocComment?, name: Identifier, type: TypeReference, defaultValue: Literal?,
    range: SourceRange
  ) {
    self.docs = docs
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.range = range
  }
}

/// `Int` or `String?` as written.
public struct TypeReference: Hashable, Sendable {
  public var name: Identifier
  public var isOptional: Bool
  public var range: SourceRange

  public init(name: Identifier, isOptional: Bool, range: SourceRange) {
    self.name = name
    self.isOptional = isOptional
    self.range = range
  }
}
