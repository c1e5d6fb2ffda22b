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

  /// How the token reads in a message, such as `'{'` or `identifier 'main'`.
  public var description: String {
    switch self {
    case .identifier(let text): "'\(text)'"
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
