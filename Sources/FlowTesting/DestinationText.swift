import FlowRuntime

/// A screen, sheet or cover written in Swift's terms, for a failing test's message: the generated
/// case and labels, each value as Swift shows it (`String(reflecting:)`: strings quoted), an
/// optional's value unwrapped and an absent one `nil`. Swift's own description of an enum case
/// shows `guests: Optional(2)` where the spec means `guests: 2`, which would read like a mismatch.
/// (`flowc resolve` writes the spec's spelling instead: `Item(item-id: 4)` for `.item(item_id: 4)`.)
public enum DestinationText {
  /// `projectDetail(id: 42)`: the generated case with its values.
  public static func text(of destination: some FlowDestination) -> String {
    let mirror = Mirror(reflecting: destination)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      let caseName = payload.label
    else { return "\(destination)" }
    return caseName + arguments(payload.value)
  }

  /// `(id: 42, guests: 2)`, or "" for a destination without values.
  public static func arguments(of destination: some FlowDestination) -> String {
    let mirror = Mirror(reflecting: destination)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return "" }
    return arguments(payload.value)
  }

  /// A case's payload: a tuple of labelled values, as generated cases always label their values.
  private static func arguments(_ payload: Any) -> String {
    let values = Mirror(reflecting: payload)
    let written =
      values.displayStyle == .tuple
      ? values.children.map { ($0.label.map { "\($0): " } ?? "") + value($0.value) }
      : [value(payload)]
    return "(" + written.joined(separator: ", ") + ")"
  }

  private static func value(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(reflecting: value) }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return self.value(wrapped)
  }
}
