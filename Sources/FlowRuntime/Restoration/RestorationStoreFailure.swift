/// A save or clear that the restoration store threw, reported to
/// `Navigator.onRestorationStoreFailure`.
///
/// The navigator tries again at the next change either way, so an app need not retry; it is told
/// so that it can log the error, or act on a failed clear: that one was asked for after a sign-out
/// (or for state that cannot be saved), and until it succeeds the older state stays in the store
/// for the next launch, whose guards still hold back what they no longer allow.
public struct RestorationStoreFailure: Error, Sendable {
  /// What the navigator asked of the store.
  public enum Operation: Sendable, Hashable {
    /// `RestorationStore.save(_:)`, after a change.
    case save
    /// `RestorationStore.clear()`, after a sign-out, under `restore nothing`, or for state that
    /// cannot be saved.
    case clear
  }

  /// What the navigator asked of the store.
  public var operation: Operation
  /// What the store threw.
  public var error: any Error

  public init(operation: Operation, error: any Error) {
    self.operation = operation
    self.error = error
  }
}
