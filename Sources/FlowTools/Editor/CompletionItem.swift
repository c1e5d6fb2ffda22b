/// One name an editor may insert at the cursor, with the kind of thing it names.
struct CompletionItem: Equatable, Sendable {
  enum Kind: String, Sendable {
    case condition, event, phase, screen, sheet, cover, tab, keyword
  }

  var label: String
  var kind: Kind
  /// The first line of the declaration's doc comment, when it has one.
  var documentation: String?
}
