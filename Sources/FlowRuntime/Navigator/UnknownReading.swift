/// How a failed guard's `else` reads a condition that is not known yet (the closure returned nil).
///
/// A tap the app makes reads it as not holding, as every guard does: the user asked for the
/// destination now. A link waits instead, since the value still to come (a Keychain read) may let
/// it land: a prompt shown meanwhile would flash for a signed-in user.
enum UnknownReading: Sendable {
  /// Unknown counts as not holding: an entry's `else` runs at once.
  case failing
  /// Unknown waits: only a condition known false runs a link's `else`.
  case waiting
}
