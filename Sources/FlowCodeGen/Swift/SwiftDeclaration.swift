/// One Swift declaration, small enough to cover what FlowKit generates and nothing more.
public indirect enum SwiftDeclaration: Hashable, Sendable {
  /// `enum Name: Conformances { cases; members }`.
  case enumeration(SwiftTypeDeclaration, cases: [SwiftEnumCase])
  /// `struct Name: Conformances { members }`, or `struct Name: Conformances {}` without members.
  case structure(SwiftTypeDeclaration)
  /// `extension Name: Conformances { members }`.
  case `extension`(SwiftTypeDeclaration)
  /// `func`, `init`, or a computed property: a signature line and a body of statements.
  case function(docs: [String], signature: String, body: [SwiftStatement])
  /// A computed property with a getter and a setter: `signature { get { ... } set { ... } }`.
  case accessors(docs: [String], signature: String, get: [SwiftStatement], set: [SwiftStatement])
  /// A computed property short enough for one line: `signature { value }`.
  case computed(docs: [String], signature: String, value: SwiftExpression)
  /// A stored property with a value the renderer lays out: `declaration = value`, such as
  /// `public static let table = RouteTable(...)`.
  case property(docs: [String], String, value: SwiftExpression)
  /// `modifiers typealias name = type`. Type aliases and empty nested types follow each other
  /// without blank lines, as a list of names.
  case typeAlias(modifiers: [String], name: String, type: String)
  /// A `// MARK: -` comment between groups of declarations.
  case mark(String)
}
/// The parts common to enums, structs and extensions.
public struct SwiftTypeDeclaration: Hashable, Sendable {
  public var docs: [String]
  /// Modifiers before the keyword, such as `public` or `fileprivate`.
  public var modifiers: [String]
  public var name: String
  public var conformances: [String]
  /// `where` clause text for extensions, without the `where`.
  public var whereClause: String?
  public var members: [SwiftDeclaration]

  /// `nonisolated` keeps a type out of a target's default isolation: an app target built with
  /// `-default-isolation MainActor` (new Xcode app targets) would otherwise make the generated
  /// values main-actor isolated, and the route matcher, called from any isolation, would not compile.
  public static let publicNonisolated = ["nonisolated", "public"]

  public init(
    docs: [String] = [], modifiers: [String] = publicNonisolated, name: String,
    conformances: [String] = [],
    whereClause: String? = nil, members: [SwiftDeclaration] = []
  ) {
    self.docs = docs
    self.modifiers = modifiers
    self.name = name
    self.conformances = conformances
    self.whereClause = whereClause
    self.members = members
  }
}

/// `case name(label: Type, ...)` with its docs.
public struct SwiftEnumCase: Hashable, Sendable {
  public var docs: [String]
  public var name: String
  /// Empty for a plain case.
  public var associatedValues: [SwiftAssociatedValue]

  public init(docs: [String] = [], name: String, associatedValues: [SwiftAssociatedValue] = []) {
    self.docs = docs
    self.name = name
    self.associatedValues = associatedValues
  }
}

/// `label: Type` or `label: Type = value` in an enum case: a default lets code that makes the
/// value leave that argument out (`.episode(id: 5)` for `Episode(id: Int, t: Int = 0)`).
public struct SwiftAssociatedValue: Hashable, Sendable {
  public var label: String
  public var type: String
  /// The default, as Swift source on one line.
  public var defaultValue: String?

  public init(_ label: String, _ type: String, defaultValue: String? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }
}
