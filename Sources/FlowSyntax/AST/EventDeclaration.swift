/// `event signedIn`: something the app tells the navigator, which a phase or presentation handles.
public struct EventDeclaration: Sendable {
  public var docs: DocComment?
  public var name: Identifier
  public var range: SourceRange

  public init(docs: DocComment?, name: Identifier, range: SourceRange) {
    self.docs = docs
    self.name = name
    self.range = range
  }
}
