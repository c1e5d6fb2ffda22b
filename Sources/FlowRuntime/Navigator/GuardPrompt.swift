/// The sheet or cover a failed guard's `else present X` opened for the held link or entry: while it
/// is open the target waits; once it is closed with the guard still failing, the target is dropped.
struct GuardPrompt<Flow: FlowSpec>: Hashable, Sendable {
  /// What was presented.
  var modal: Modal<Flow>
  /// The presentation level it was presented at.
  var level: Int
  /// Whether a trim closed it with something beneath it (a cover whose condition ended under the
  /// sign-in): nobody declined it then, and a held link, whose landing rests on nothing beneath
  /// it, is asked for again rather than dropped.
  var closedUnderneath = false

  init(modal: Modal<Flow>, level: Int) {
    self.modal = modal
    self.level = level
  }
}
