/// Writes resolutions as JSON (documented in docs/Tools.md) or as aligned text for people.
public enum ResolutionRenderer {
  /// A JSON array with one object per URL, keys in a fixed order; `reason` only when there is one.
  public static func json(_ resolutions: [Resolution]) -> String {
    JSONValue.array(resolutions.map(object)).serialized() + "\n"
  }

  static func object(_ resolution: Resolution) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("url", .string(resolution.url)),
      ("match", .bool(resolution.matched)),
      ("route", resolution.route.map(JSONValue.string) ?? .null),
      (
        "params",
        .object(
          resolution.parameters.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
      ),
      ("phase", .string(resolution.phase)),
      ("tab", resolution.tab.map(JSONValue.string) ?? .null),
      ("stack", .array(resolution.stack.map(JSONValue.string))),
      (
        "presentation",
        resolution.presentation.map(presentationObject) ?? .null
      ),
    ]
    // Present only when used, so documents of other specs read the same.
    if !resolution.nestedPresentations.isEmpty {
      members.append(
        (
          "nestedPresentations",
          .array(resolution.nestedPresentations.map(presentationObject))
        ))
    }
    if resolution.overCurrent { members.append(("overCurrent", .bool(true))) }
    if let reason = resolution.reason { members.append(("reason", .string(reason))) }
    return .object(members)
  }

  private static func presentationObject(_ presentation: Resolution.PresentationState)
    -> JSONValue
  {
    .object([
      ("kind", .string(presentation.kind)), ("screen", .string(presentation.screen)),
      ("stack", .array(presentation.stack.map(JSONValue.string))),
    ])
  }

  /// One block per URL: what matched and where it landed, or why not.
  public static func text(_ resolutions: [Resolution]) -> String {
    resolutions.map { resolution in
      var lines = [resolution.url]
      guard let route = resolution.route else {
        lines.append("  no match: \(resolution.reason ?? "unknown")")
        return lines.joined(separator: "\n")
      }
      let parameters = resolution.parameters.sorted { $0.key < $1.key }.map {
        "\($0.key)=\($0.value)"
      }
      lines.append(
        "  route:  \(route)" + (parameters.isEmpty ? "" : "  " + parameters.joined(separator: " ")))
      lines.append(
        "  lands:  "
          + ([resolution.phase] + (resolution.tab.map { [$0] } ?? [])).joined(separator: " / ")
          + (resolution.overCurrent ? " (over current)" : ""))
      lines.append(
        "  stack:  "
          + (resolution.stack.isEmpty ? "(root)" : resolution.stack.joined(separator: " > ")))
      for presentation in [resolution.presentation].compactMap({ $0 })
        + resolution.nestedPresentations
      {
        lines.append(
          "  \(presentation.kind):  "
            + ([presentation.screen] + presentation.stack).joined(separator: " > "))
      }
      if let reason = resolution.reason { lines.append("  note:   \(reason)") }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }
}
