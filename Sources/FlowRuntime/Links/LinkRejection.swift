/// Why a link matched nothing: what `flowc resolve` prints and the runtime reports.
public struct LinkRejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The refusal, as data; `description` is its human wording.
  public let reason: Reason

  /// Wraps one reason.
  public init(_ reason: Reason) {
    self.reason = reason
  }

  /// The reason in one plain sentence, e.g. "malformed percent escape at byte 12".
  public var description: String { reason.description }
}
