/// FL0219's wording for a prompt that requires every condition of the guard that presents it.
extension SemaMessages {
  static func promptSkipsCondition(
    _ name: String, kind: String, condition: String, leftOut: [String], instead: String
  ) -> String {
    // "but 'c'" read as "all except c" where the prompt requires c too (the second diff review).
    let every =
      leftOut.isEmpty
      ? "every condition of the guard that presents it"
      : "every condition the guard that presents it can fail on (\(quotedList(leftOut)) always "
        + "\(leftOut.count == 1 ? "holds" : "hold") there)"
    return "\(kind) '\(name)' requires \(every), so it never shows when that guard fails: when "
      + "'\(condition)' fails, \(instead)"
  }

  static func promptSkipsConditionHelp(_ name: String, kind: String, condition: String) -> String {
    "remove '\(condition)' from the `requires` of \(kind) '\(name)', so that it shows when "
      + "'\(condition)' fails; it may require the guard's other conditions, which its own `else` "
      + "asks for first"
  }

  static func removeRequirement(_ condition: String, from name: String) -> String {
    "remove '\(condition)' from the requires of '\(name)'"
  }

  static func removeGuard(_ text: String, of name: String) -> String {
    "remove `\(text)` from '\(name)'"
  }
}
