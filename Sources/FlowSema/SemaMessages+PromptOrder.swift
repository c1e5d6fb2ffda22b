/// FL0219's wording for a prompt that requires the very condition it is shown for.
extension SemaMessages {
  static func promptSkipsCondition(
    _ name: String, kind: String, condition: String, askedFirst: String?, instead: String
  ) -> String {
    guard let askedFirst else {
      return "\(kind) '\(name)' requires every condition of the guard that presents it, so it "
        + "never shows when that guard fails: when '\(condition)' fails, \(instead)"
    }
    return "\(kind) '\(name)' requires '\(condition)', which the guard that presents it lists "
      + "after '\(askedFirst)', so it never shows when '\(condition)' fails: \(instead)"
  }

  static func promptSkipsConditionHelp(
    _ name: String, kind: String, condition: String, askedFirst: String?
  ) -> String {
    let remove = "remove '\(condition)' from the `requires` of \(kind) '\(name)', so that it shows "
    guard let askedFirst else {
      return remove + "when '\(condition)' fails; it may require the conditions the guard lists "
        + "before '\(condition)', which its own `else` asks for first"
    }
    return remove + "when '\(condition)' fails, or if '\(condition)' is asked for first, list it "
      + "before '\(askedFirst)' in the guard"
  }

  static func removeRequirement(_ condition: String, from name: String) -> String {
    "remove '\(condition)' from the requires of '\(name)'"
  }

  static func removeGuard(_ text: String, of name: String) -> String {
    "remove `\(text)` from '\(name)'"
  }
}
