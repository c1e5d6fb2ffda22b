/// What a token is. Keywords are contextual, so they arrive as identifiers; see `Keyword`.
public enum TokenKind: Hashable, Sendable {
  case identifier(String)
  case string(String, hasEscapes: Bool)
  case integer(Int)
  case float(Double)
  case leftBrace
  case rightBrace
  case leftParen
  case rightParen
  case leftBracket
  case rightBracket
  case comma
  case colon
  case semicolon
  case question
  case equals
  case arrow
  /// `!`, before a condition in `expect ... when !session`.
  case bang
  case endOfFile

  /// Which case a kind is, without its payload.
  public enum Tag: UInt8, Sendable {
    case identifier, string, integer, float
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, question, equals, arrow, bang, endOfFile

    /// How a token of this case reads in a message, when its value does not matter.
    public var description: String {
      switch self {
      case .identifier: "an identifier"
      case .string: "a string"
      case .integer, .float: "a number"
      case .leftBrace: "'{'"
      case .rightBrace: "'}'"
      case .leftParen: "'('"
      case .rightParen: "')'"
      case .leftBracket: "'['"
      case .rightBracket: "']'"
      case .comma: "','"
      case .colon: "':'"
      case .semicolon: "';'"
      case .question: "'?'"
      case .equals: "'='"
      case .arrow: "'->'"
      case .bang: "'!'"
      case .endOfFile: "the end of the file"
      }
    }
  }

  public var tag: Tag {
    switch self {
    case .identifier: .identifier
    case .string: .string
    case .integer: .integer
    case .float: .float
    case .leftBrace: .leftBrace
    case .rightBrace: .rightBrace
    case .leftParen: .leftParen
    case .rightParen: .rightParen
    case .leftBracket: .leftBracket
    case .rightBracket: .rightBracket
    case .comma: .comma
    case .colon: .colon
    case .semicolon: .semicolon
    case .question: .question
    case .equals: .equals
    case .arrow: .arrow
    case .bang: .bang
    case .endOfFile: .endOfFile
    }
  }

  /// How the token reads in a message, such as `'{'` or `identifier 'main'`.
  public var description: String {
    if case .identifier(let text) = self { return "'\(text)'" }
    return tag.description
  }
}
