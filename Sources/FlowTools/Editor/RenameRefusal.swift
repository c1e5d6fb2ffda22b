/// Why a name cannot be renamed, or cannot be renamed to what the user typed; the message is what
/// the editor shows.
enum RenameRefusal: Error, Equatable, Sendable {
  /// The cursor is on a keyword, such as `push`.
  case keyword(String)
  /// The cursor is on no name of a condition, event, phase, screen, tab or route.
  case noSymbol
  /// The new name is not an identifier, or is a keyword.
  case invalidName(String)
  /// Another declaration of the same kind of name already has the new name.
  case clash(name: String, kind: SymbolKind)
  /// A tab renamed to a phase's name, or a phase to a tab's: a landing's `in` reads either, the
  /// tab first, so a link could silently land elsewhere.
  case placeClash(name: String, kind: SymbolKind)
  /// The renamed spec would have an error it does not have now (`problem`, the checker's words).
  case breaksSpec(name: String, problem: String)

  var message: String {
    switch self {
    case .keyword(let word): "'\(word)' is a keyword and cannot be renamed"
    case .noSymbol: "there is no condition, event, phase, screen, tab or route name here to rename"
    case .invalidName(let name):
      "'\(name)' is not a valid name: use ASCII letters, digits, '_' and '-' (before a letter or "
        + "digit), starting with a letter or '_', and no keyword"
    case .clash(let name, let kind): "\(kind.withArticle) named '\(name)' already exists"
    case .placeClash(let name, let kind):
      "\(kind.withArticle) named '\(name)' already exists, and a route's `in \(name)` would then "
        + "mean the tab"
    case .breaksSpec(let name, let problem):
      "renamed to '\(name)', the spec would have an error: \(problem)"
    }
  }
}
