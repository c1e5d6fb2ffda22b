/// Whether a name reads as a screen's own value: `projectId` or `project` for `Project`'s `id`,
/// `show` for `ShowDetail`'s, `order` for `WorkOrder`'s. Placeholders bind parameters by name, and a route's names say which
/// screen each value is for: FL0301's fix-it gives such a placeholder to that screen, and FL0316
/// warns when a screen on the derived back stack takes another one instead.
enum PlaceholderNaming {
  /// Whether `name`, without `parameter`'s name at its end (`projectId` -> `project`), begins the
  /// screen's name or is its last words (`order`, `workOrder` for `WorkOrder`: the fifth new-users
  /// review's signature cover, `Signature(order: UUID)`, was given a value to fill in beside a
  /// `{id}` binding `WorkOrder`'s), letters and digits compared in any case; a stem of one letter
  /// says nothing. A screen with a parameter called `name` itself (`screenHasParameterNamed`)
  /// takes it as a value of that parameter, not as its own.
  static func reads(
    _ name: String, asParameter parameter: String, ofScreen screen: String,
    screenHasParameterNamed: Bool
  ) -> Bool {
    guard !screenHasParameterNamed else { return false }
    var stem = letters(name)
    let suffix = letters(parameter)
    if stem.count > suffix.count, stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
    return stem.count > 1
      && (letters(screen).hasPrefix(stem) || lastWords(of: screen).contains(stem))
  }

  /// The screen's name from each capital after the first on, in lowercase: `WorkOrder` -> `order`.
  private static func lastWords(of screen: String) -> [String] {
    screen.indices.dropFirst().filter { screen[$0].isUppercase }.map {
      letters(String(screen[$0...]))
    }
  }

  private static func letters(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
