/// `condition session`: a named Boolean the app supplies at run time, checked by phases and guards.
public struct ConditionDeclaration: Sendable {
  public var docs: DocComment?
  public var name: Identifier
  public var range: SourceRange

  public init(docs: DocComment?, name: Identifier, range: SourceRange) {
    self.docs = docs
    self.name = name
    self.range = range
  }
}
