import FlowCompiler
import FlowSimulation
import FlowSyntax

/// Writes resolutions as JSON (documented in docs/Tools.md) or as aligned text for people.
public enum ResolutionRenderer {
  /// A JSON array with one object per URL, keys in a fixed order. A landing's fields sit at the top
  /// level; what a held or refused link leaves on screen is under `showing`, and a URL that matched
  /// nothing has neither, so nothing in it reads like a landing.
  public static func json(_ resolutions: [Resolution]) -> String {
    JSONValue.array(resolutions.map(object)).serialized() + "\n"
  }

  static func object(_ resolution: Resolution) -> JSONValue {
    let members: [(key: String, value: JSONValue)] = [
      ("url", .string(resolution.url)),
      (
        "conditions",
        .object(resolution.conditions.map { ($0.name, .string($0.value.rawValue)) })
      ),
      ("match", .bool(resolution.matched)),
      ("route", resolution.route.map(JSONValue.string) ?? .null),
      (
        "params",
        .object(
          resolution.parameters.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
      ),
    ]
    return .object(members + outcomeMembers(resolution.outcome))
  }

  /// `outcome` and the fields that belong to it.
  private static func outcomeMembers(_ outcome: Resolution.Outcome) -> [(
    key: String, value: JSONValue
  )] {
    switch outcome {
    case .noMatch(let reason):
      return [("outcome", .string("noMatch")), ("reason", .string(reason))]
    case .lands(let shown):
      return [("outcome", .string("lands"))] + shownMembers(shown)
    case .held(let waitingFor, let showing, let then):
      var members: [(key: String, value: JSONValue)] = [
        ("outcome", .string("held")),
        ("waitingFor", .array(waitingFor.map(JSONValue.string))),
        ("showing", .object(shownMembers(showing))),
      ]
      if let then {
        members.append(
          (
            "then",
            .object(
              [
                then.steps.map { ("steps", .array($0.map(JSONValue.string))) }
                  ?? ("conditions", .array(then.conditions.map(JSONValue.string)))
              ]
                + outcomeMembers(then.outcome)
                + (then.landedAfter.map { [("landedAfter", .array($0.map(JSONValue.string)))] }
                  ?? []))
          ))
      }
      return members
    case .refused(let reason, let showing):
      return [
        ("outcome", .string("refused")), ("reason", .string(reason)),
        ("showing", .object(shownMembers(showing))),
      ]
    case .dropped(let showing):
      return [("outcome", .string("dropped")), ("showing", .object(shownMembers(showing)))]
    }
  }

  private static func shownMembers(_ shown: Resolution.Shown) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = [
      ("phase", .string(shown.phase)),
      ("tab", shown.tab.map(JSONValue.string) ?? .null),
      ("stack", .array(shown.stack.map(JSONValue.string))),
      (
        "presentation",
        shown.presentation.map(presentationObject) ?? .null
      ),
    ]
    // Present only when used, so documents of other specs read the same.
    if !shown.nestedPresentations.isEmpty {
      members.append(
        ("nestedPresentations", .array(shown.nestedPresentations.map(presentationObject))))
    }
    if shown.overCurrent { members.append(("overCurrent", .bool(true))) }
    if let refused = shown.refusedChoice {
      members.append(
        (
          "refusedChoice",
          .object([
            ("phase", .string(refused.phase)),
            ("missing", .array(refused.missing.map(JSONValue.string))),
          ])
        ))
    }
    return members
  }

  private static func presentationObject(_ presentation: Resolution.PresentationState)
    -> JSONValue
  {
    .object([
      ("kind", .string(presentation.kind)), ("screen", .string(presentation.screen)),
      ("stack", .array(presentation.stack.map(JSONValue.string))),
    ])
  }

  /// One block per URL: the conditions given, what matched, then where it landed, what holds it and
  /// what shows meanwhile, or why not.
  public static func text(_ resolutions: [Resolution]) -> String {
    resolutions.map { resolution in
      var lines = [printable(resolution.url)]
      let given = resolution.conditions.filter(\.isGiven).map { "\($0.name)=\($0.value.rawValue)" }
      if !given.isEmpty { lines.append("  given:  " + given.joined(separator: " ")) }
      if let route = resolution.route {
        let parameters = resolution.writtenParameters.sorted { $0.key < $1.key }.map {
          "\($0.key)=\($0.value)"
        }
        lines.append(
          "  route:  \(route)"
            + (parameters.isEmpty ? "" : "  " + parameters.joined(separator: " "))
        )
      }
      lines += outcomeLines(resolution.outcome, indent: "  ")
      return lines.joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }

  /// The link as given when it prints as itself, else quoted with its line breaks, control and
  /// invisible characters escaped (`StringLiteral.quoted`), as every value in the output is: a
  /// link is untrusted text, and one holding a line break printed made-up `route:` and `lands:`
  /// lines above its real `no match:` (the new-apps round), a U+202E reversed what followed.
  private static func printable(_ url: String) -> String {
    let quoted = StringLiteral.quoted(url)
    return quoted == "\"\(url)\"" ? url : quoted
  }

  /// A link that landed, after which a step left for a check that waits: no screen shows.
  private static func nothingShows(_ shown: Resolution.Shown) -> String {
    "but nothing shows now: phase '\(shown.phase)' waits for its check (the app's waiting view)"
  }

  private static func outcomeLines(_ outcome: Resolution.Outcome, indent: String) -> [String] {
    switch outcome {
    case .noMatch(let reason):
      // The matcher's reason quotes what it read of the link (`'…' is not an Int`).
      return [indent + "no match: \(StringLiteral.visible(reason))"]
    case .lands(let shown) where shown.isDeciding:
      // Landed, then a step left the phase for a check that waits: as an expect's message says.
      return [indent + "landed: " + nothingShows(shown)]
    case .lands(let shown):
      return shownLines(shown, label: "lands:  ", indent: indent)
    case .held(let waitingFor, let showing, let then):
      // Behind a check that waits, the link waits for the check's condition to be known, whether
      // or not its route needs it (a new-users review read "until session" of an unguarded help
      // cover as a guard it did not have).
      let known =
        if let refused = showing.refusedChoice {
          " (the check in phase '\(showing.phase)' chose phase '\(refused.phase)', "
            + Self.refusal(refused) + ")"
        } else if showing.isDeciding {
          " (the check in phase '\(showing.phase)' decides first)"
        } else {
          ""
        }
      var lines = [indent + "held:   until " + waitingFor.joined(separator: ", ") + known]
      lines += shownLines(showing, label: "shows:  ", indent: indent)
      if let then {
        if let steps = then.steps {
          lines.append(indent + "then:   after " + steps.joined(separator: ", "))
        } else {
          let verb = then.conditions.count == 1 ? " holds" : " hold"
          lines.append(indent + "then:   once " + then.conditions.joined(separator: ", ") + verb)
        }
        if let landedAfter = then.landedAfter, case .lands(let shown) = then.outcome {
          // Landed, then a later step moved the user on: where it landed is not what shows.
          let steps = landedAfter.joined(separator: ", ")
          if shown.isDeciding {
            lines.append(indent + "  landed: after \(steps), " + Self.nothingShows(shown))
          } else {
            lines.append(indent + "  landed: after " + steps)
            lines += shownLines(shown, label: "shows:  ", indent: indent + "  ")
          }
        } else if case .dropped(let showing) = then.outcome, let drop = then.droppedAt {
          // Where it was let go: an event sent before what the link waited for was told.
          let waited =
            drop.waitingFor.isEmpty
            ? "" : ", while it waited for " + drop.waitingFor.joined(separator: ", ")
          lines.append(
            indent + "  dropped: the navigator let the held link go at " + drop.text + waited)
          lines += shownLines(showing, label: "shows:  ", indent: indent + "  ")
        } else {
          lines += outcomeLines(then.outcome, indent: indent + "  ")
        }
      }
      return lines
    case .refused(let reason, let showing):
      return [indent + "refused: \(StringLiteral.visible(reason))"]
        + shownLines(showing, label: "shows:  ", indent: indent)
    case .dropped(let showing):
      return [indent + "dropped: the navigator let the held link go"]
        + shownLines(showing, label: "shows:  ", indent: indent)
    }
  }

  /// Why a check's choice is refused: "which requires 'session'".
  private static func refusal(_ refused: Resolution.RefusedChoice) -> String {
    refused.missing.isEmpty
      ? "which cannot be entered"
      : "which requires " + refused.missing.map { "'\($0)'" }.joined(separator: " and ")
  }

  private static func shownLines(_ shown: Resolution.Shown, label: String, indent: String)
    -> [String]
  {
    // A check whose choice is refused shows none either, until what it misses holds.
    if let refused = shown.refusedChoice {
      return [
        indent + label + shown.phase + " (no screen: it chose phase '\(refused.phase)', "
          + refusal(refused) + ")"
      ]
    }
    // A check waiting for a condition not known yet shows no screen: the app's waiting view.
    if shown.isDeciding {
      return [indent + label + shown.phase + " (no screen yet: the app's waiting view)"]
    }
    let screens = (shown.root.map { [$0] } ?? []) + shown.stack
    var lines = [
      indent + label + ([shown.phase] + (shown.tab.map { [$0] } ?? [])).joined(separator: " / ")
        + (shown.overCurrent ? " (over current)" : ""),
      // From the root up, as a sheet's line is: the root says which screen the tab shows.
      indent + "stack:  " + (screens.isEmpty ? "(none)" : screens.joined(separator: " > ")),
    ]
    for presentation in [shown.presentation].compactMap({ $0 }) + shown.nestedPresentations {
      lines.append(
        indent + "\(presentation.kind):  "
          + ([presentation.screen] + presentation.stack).joined(separator: " > "))
    }
    return lines
  }
}
