/// The syntax tree of one `.flow` file: its declarations in source order.
public struct FlowFile: Sendable {
  public var path: String
  public var declarations: [Declaration]
  /// Every `//` and `/* */` comment, in source order, kept for the formatter.
  public var comments: [Comment]
  /// `flowc:ignore` written in `///`, `/* */` or `////` comments, which are not directives.
  public var misplacedIgnores: [MisplacedIgnoreComment]

  public init(
    path: String, declarations: [Declaration], comments: [Comment],
    misplacedIgnores: [MisplacedIgnoreComment] = []
  ) {
    self.path = path
    self.declarations = declarations
    self.comments = comments
    self.misplacedIgnores = misplacedIgnores
  }
}

/// A comment that is not a doc comment, kept so that formatting never loses it.
public struct Comment: Hashable, Sendable {
  public var text: String
  public var range: SourceRange

  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}
