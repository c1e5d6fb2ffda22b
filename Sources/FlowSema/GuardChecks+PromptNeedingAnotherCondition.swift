import FlowSyntax

/// FL0233: a failed guard's prompt that needs a condition that is not the guard's and that may
/// fail where the guard is checked, with nothing to ask for it.
///
/// `tab sell requires seller else present BecomeSeller` with `sheet BecomeSeller requires
/// session`, in a phase a signed-out user sees: signed out, the tab's guard fails, and so does
/// the prompt's, which has no `else` of its own, so nothing asks and the tap is refused (a link
/// waits). A prompt that hands on (`else present`) is judged at its own guard. A phase an `else ->`
/// goes to is not judged so: phases are where a spec writes a condition's opposite as another
/// condition (`phase signIn requires signedOut`, as `requires` cannot negate), which the app keeps
/// true whenever the guard's fails, and the corpus warned on each such spec. FL0219 says so for the guard's own conditions; one the guard does not name (the
/// fourth new-users review) is a warning, as the app may keep it true by means the spec does not
/// say. What always holds where the guard is checked (`HeldConditions`) is left out.
extension GuardChecks {
  /// The condition the prompt at `position` requires that is neither among the guard's nor
  /// `holding`, when the prompt has no `else` to ask for it. A prompt with an `else` hands on, and
  /// its own guard is checked the same way where it shows, which is at least where this guard is:
  /// one warning, at the `else` that hands on to the prompt that cannot ask.
  static func promptNeedingAnotherCondition(
    _ position: Int, guardConditions: Set<String>, holding: Set<String>,
    _ index: DeclarationIndex
  ) -> Identifier? {
    let prompt = index.screens[position]
    guard prompt.guardFailure == nil else { return nil }
    return prompt.requires.first {
      mayFailUnasked($0, asked: guardConditions, holding: holding, index)
    }
  }

  /// Whether `condition` is declared (an undeclared one is FL0100's), asked for by no one on the
  /// way, and not kept true where the guard is checked.
  private static func mayFailUnasked(
    _ condition: Identifier, asked: Set<String>, holding: Set<String>, _ index: DeclarationIndex
  ) -> Bool {
    index.conditionIndex[condition.text] != nil && !asked.contains(condition.text)
      && !holding.contains(condition.text)
  }
}
