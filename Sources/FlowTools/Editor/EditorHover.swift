/// What hovering a name shows: its declaration's line and its doc comment, as Markdown.
struct EditorHover: Equatable, Sendable {
  var markdown: String
  /// The name hovered.
  var range: EditorRange
}
