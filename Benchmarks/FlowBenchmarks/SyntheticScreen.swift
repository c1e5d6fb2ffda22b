/// One screen of a generated spec, with the route that lands on it.
struct SyntheticScreen {
  /// How the screen is shown.
  enum Kind: String {
    case screen, sheet, cover
  }

  var name: String
  var kind: Kind
  var tab: Int
  var parent: Int?
  /// Pushes and presentations below its tab root.
  var depth: Int
  /// The deepest a screen pushed from this one may be, or nil when it pushes nothing.
  var childDepthLimit: Int?
  /// Whether it is a sheet or cover, or pushed inside one; such screens present nothing further.
  var isInPresentation = false
  /// Parameter declarations such as `id: Int` or `page: Int?`.
  var parameters: [String] = []
  var requires: [String] = []
  /// The path of its route, also the prefix of its children's routes (`/t0/items3/{id}`).
  var path: String
  /// The query of its route, such as `?page={page}`, or empty.
  var query = ""
  var pushes: [String] = []
  var presents: [String] = []
}
