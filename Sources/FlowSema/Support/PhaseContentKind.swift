/// What a phase declares to show or decide: it must declare exactly one.
enum PhaseContentKind {
  case check, root, tabs

  /// The kind as a message names it: "phase 'main' has both a `check` and tabs".
  var phrase: String {
    switch self {
    case .check: "a `check`"
    case .root: "a `root`"
    case .tabs: "tabs"
    }
  }
}
