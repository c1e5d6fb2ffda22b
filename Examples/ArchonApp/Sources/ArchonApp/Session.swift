/// What a real app reads from the Keychain: whether a session token is stored. Kept in memory here,
/// so every launch starts signed out and shows onboarding.
@MainActor
final class Session {
  var isSignedIn = false
}
