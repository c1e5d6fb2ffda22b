/// The sheet or cover a failed guard's `else present X` opened for the held link or entry: while it
/// is open the target waits; once it is closed with what it was asked for still failing, the target
/// is dropped.
struct GuardPrompt<Flow: FlowSpec>: Hashable, Sendable {
  /// What was presented.
  var modal: Modal<Flow>
  /// The presentation level it was presented at.
  var level: Int
  /// Whether a trim closed it with something beneath it (a cover whose condition ended under the
  /// sign-in): nobody declined it then, and a held link, whose landing rests on nothing beneath
  /// it, is asked for again rather than dropped.
  var closedUnderneath = false
  /// What it was asked for: the conditions of the guard whose `else` presented it. Closed once they
  /// hold, it did its part, and may be asked again for the next guard that names it.
  var askedFor: Set<Flow.Condition>

  init(modal: Modal<Flow>, level: Int, askedFor: Set<Flow.Condition>) {
    self.modal = modal
    self.level = level
    self.askedFor = askedFor
  }
}
