/// FL0100's help for an unknown `in` name that no declared name is close to.
extension SemaMessages {
  /// Where the landing's first screen can be shown, as `in` names it (`tab 'feed'`, `phase 'main'`),
  /// and what to write; `choices` are the names `in` takes, in declaration order.
  static func unknownLandingTabHelp(_ screen: String, places: [String], choices: [String])
    -> String?
  {
    guard let first = choices.first else { return nil }
    let write =
      choices.count == 1
      ? "write `in \(first)`, or leave `in` out"
      : "write one of them after `in`, such as `in \(first)`"
    let last = places.count > 1 ? " or " + places[places.count - 1] : ""
    let listed = places.dropLast(places.count > 1 ? 1 : 0).joined(separator: ", ") + last
    return "'\(screen)' can be shown in \(listed); \(write)"
  }

  /// The help when the landing's first screen is shown nowhere `in` could name: the tabs (and
  /// phases with a root) there are.
  static func landingTabChoicesHelp(_ choices: [String]) -> String? {
    guard !choices.isEmpty else { return nil }
    let names = choices.map { "'\($0)'" }.joined(separator: ", ")
    return "`in` names a tab, or a phase that shows a root: \(names)"
  }
}
