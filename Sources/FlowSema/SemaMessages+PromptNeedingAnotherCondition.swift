/// FL0233's wording: a guard's prompt that needs a condition the guard does not ask for.
extension SemaMessages {
  static func promptNeedsAnotherCondition(
    _ prompt: String, kind: String, owner: String, failing: [String], condition: String
  ) -> String {
    "\(kind) '\(prompt)', the prompt \(owner) asks with when \(quotedList(failing, "or")) fails, "
      + "requires '\(condition)', which may fail there too: then nothing asks, and a tap is "
      + "refused (a link waits)"
  }

  static func promptNeedsAnotherConditionHelp(_ prompt: String, kind: String, condition: String)
    -> String
  {
    "give \(kind) '\(prompt)' an `else` that asks for '\(condition)' (`else present SignIn`), or "
      + "require '\(condition)' on the phase where the guard is checked"
  }
}
