import FlowCompiler
import FlowSema
import FlowSimulation
import FlowSyntax

/// The `main.swift` that opens links with the generated code of many specs built into one
/// executable, under given condition values, and the same answer computed by `Resolver`, both as
/// one canonical line per link.
///
/// Input lines are `spec:given:hex`: the spec's position, one letter per condition it declares (in
/// declaration order: `t` true, `f` false, `u` unknown) and the link's UTF-8 as hex (links may hold
/// line breaks). Each answer is the outcome's fields joined with ` | `: `noMatch | reason`,
/// `lands | SHOWN`, `refused | reason | SHOWN`, or `held | waited-for | SHOWN | then made-true |
/// (lands | SHOWN, or held | waited-for | SHOWN, or refused | reason | SHOWN)`, where SHOWN is
/// `phase | tab | stack | presentations` (presentation levels joined with ` / `, bottom first; whether
/// a landing opened over current shows in the phase, tab and stack it kept), screens written as `resolve` writes them (`Detail(id: 42,
/// name: "a")`). The app follows a held link the way resolve's follow-up does: it makes the
/// conditions the link waits for true and calls `conditionsDidChange()`, again while it waits for
/// others; after landing it calls `conditionsDidChange()` once more, which must land nothing.
/// Printed through `String(reflecting:)` so it stays on one line.
enum AgreementDriver {
  /// The canonical line for `resolution`, as the driver prints it.
  static func line(_ resolution: Resolution) -> String {
    String(reflecting: fields(resolution.outcome).joined(separator: " | "))
  }

  private static func fields(_ outcome: Resolution.Outcome) -> [String] {
    switch outcome {
    case .noMatch(let reason):
      return ["noMatch", reason]
    case .lands(let shown):
      return ["lands"] + fields(shown)
    case .refused(let reason, let shown):
      return ["refused", reason] + fields(shown)
    case .dropped(let shown):
      return ["dropped"] + fields(shown)
    case .held(let waitingFor, let shown, let then):
      let followUp = then.map {
        ["then " + $0.conditions.joined(separator: ", ")] + fields($0.outcome)
      }
      return ["held", waitingFor.joined(separator: ", ")] + fields(shown) + (followUp ?? [])
    }
  }

  private static func fields(_ shown: Resolution.Shown) -> [String] {
    let presentations = ([shown.presentation].compactMap { $0 } + shown.nestedPresentations).map {
      "\($0.kind) " + ([$0.screen] + $0.stack).joined(separator: " > ")
    }
    return [
      shown.phase, shown.tab ?? "-", shown.stack.joined(separator: " > "),
      presentations.isEmpty ? "-" : presentations.joined(separator: " / "),
    ]
  }

  /// The input line that asks spec `spec` to open `url` under `given`, one value per condition the
  /// spec declares, in declaration order.
  static func request(spec: Int, given: [ConditionValue] = [], url: String) -> String {
    let letters = given.map { value -> String in
      switch value {
      case .holds: "t"
      case .fails: "f"
      case .unknown: "u"
      }
    }
    return "\(spec):\(letters.joined()):"
      + url.utf8.map { String($0, radix: 16).leftPadded() }.joined()
  }

  /// The scalars `StringLiteral.quoted` writes as `\u{...}`, as a `case` pattern list.
  private static var escapedScalarCases: String {
    StringLiteral.escapedScalarRanges.map {
      "0x" + String($0.lowerBound, radix: 16) + "...0x" + String($0.upperBound, radix: 16)
    }.joined(separator: ", ")
  }

  /// The driver for `models`, the checked specs whose generated code is built with it, in order.
  static func source(_ models: [FlowModel]) -> String {
    var text = """
      import FlowRuntime
      import Foundation

      /// A `.flow` string literal: `flowc resolve` writes values as a spec would.
      func text(_ value: String) -> String {
        var written = ""
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
          var kept: Unicode.Scalar?
          switch scalar.value {
          case 0x5C: written += "\\\\\\\\"
          case 0x22: written += "\\\\\\""
          case 0x0A: written += "\\\\n"
          case 0x0D: written += "\\\\r"
          case 0x09: written += "\\\\t"
          case \(escapedScalarCases):
            written += "\\\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          case _ where !joins(scalar, previous):
            written += "\\\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          default:
            written.unicodeScalars.append(scalar)
            kept = scalar
          }
          previous = kept
        }
        return "\\"" + written + "\\""
      }
      /// `StringLiteral.joinsWhatPrecedes`: a joiner, selector or flag tag stays as it is only
      /// where emoji and scripts are written with it, a combining mark only after what it can
      /// combine with.
      func joins(_ scalar: Unicode.Scalar, _ previous: Unicode.Scalar?) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: if previous == nil { return false }
        default: break
        }
        let isTag = { (value: UInt32) in (0xE0020...0xE007F).contains(value) }
        let isJoinerOrSelector = [0x200C, 0x200D, 0xFE0E, 0xFE0F].contains(scalar.value)
        guard isJoinerOrSelector || isTag(scalar.value) else { return true }
        guard let previous else { return false }
        switch scalar.value {
        case 0x200C, 0x200D: return !previous.isASCII
        case 0xFE0E, 0xFE0F:
          return !previous.isASCII || "0123456789#*".unicodeScalars.contains(previous)
        default: return previous.value == 0x1F3F4 || isTag(previous.value)
        }
      }
      func text(_ value: Int) -> String { "\\(value)" }
      func text(_ value: Double) -> String { "\\(value)" }
      func text(_ value: Bool) -> String { "\\(value)" }
      func text(_ value: UUID) -> String { text(value.uuidString) }

      func canonical(_ fields: [String]) -> String {
        String(reflecting: fields.joined(separator: " | "))
      }

      /// The values the app's conditions report: the given ones, true for the rest.
      @MainActor final class Conditions {
        var values: [String: Bool?]
        init(_ values: [String: Bool?]) { self.values = values }
        func value(_ name: String) -> Bool? { values[name] ?? true }
      }

      func given(_ letters: Substring, names: [String]) -> [String: Bool?] {
        var values: [String: Bool?] = [:]
        for (name, letter) in zip(names, letters) {
          values[name] = letter == "t" ? true : letter == "f" ? false : Bool?.none
        }
        return values
      }

      func bytes(_ hex: Substring) -> String {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
          let next = hex.index(index, offsetBy: 2)
          bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
          index = next
        }
        return String(decoding: bytes, as: UTF8.self)
      }


      """
    for (position, model) in models.enumerated() {
      text += specFunctions(model, position: position)
    }
    let cases = models.indices.map { "    case \($0): answer = open\($0)(url, given)" }
    text += """
      guard CommandLine.arguments.count == 2,
        let input = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
      else { fatalError("usage: agreement REQUESTS") }
      MainActor.assumeIsolated {
        for request in input.split(separator: "\\n") {
          let parts = request.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
          guard parts.count == 3, let spec = Int(parts[0]) else {
            fatalError("bad request \\(request)")
          }
          let given = parts[1]
          let url = bytes(parts[2])
          let answer: String
          switch spec {
      \(cases.joined(separator: "\n"))
          default: answer = "no spec \\(spec)"
          }
          print(answer)
        }
      }

      """
    return text
  }

  /// `if case .sheet(...)` and `if case .cover(...)` for the kinds the spec declares.
  private static func modalBranches(_ model: FlowModel, position: Int) -> String {
    let branches = [
      (ScreenKind.sheet, "sheet", "describeSheet"), (.cover, "cover", "describeCover"),
    ]
    .filter { kind, _, _ in model.screens.contains { $0.kind == kind } }
    .map { _, name, function in
      "if case .\(name)(let modal) = top.modal {\n"
        + "      levels.append(\"\(name) \" + ([\(function)\(position)(modal)] + inside)"
        + ".joined(separator: \" > \"))\n    }"
    }
    return branches.isEmpty
      ? "    levels.append(inside.isEmpty ? \"-\" : \"?\")"
      : "    " + branches.joined(separator: " else ")
  }

  /// `describeN`, `describeSheetN`, `describeCoverN` and `openN` for the spec at `position`.
  private static func specFunctions(_ model: FlowModel, position: Int) -> String {
    let flow = model.app.typePrefix
    let kinds: [(ScreenKind, String, String)] = [
      (.screen, "describe", "Screen"), (.sheet, "describeSheet", "Sheet"),
      (.cover, "describeCover", "Cover"),
    ]
    var text = ""
    // An empty enum gets no function: switching over it does not build warning-free.
    for (kind, function, type) in kinds where model.screens.contains(where: { $0.kind == kind }) {
      let cases = model.screens.filter { $0.kind == kind }.map { screen -> String in
        guard !screen.parameters.isEmpty else {
          return "  case .\(screen.swiftName): return \(String(reflecting: screen.name))"
        }
        let bindings = screen.parameters.indices.map { "let v\($0)" }.joined(separator: ", ")
        let arguments = screen.parameters.enumerated().map { index, parameter in
          let value =
            parameter.isOptional ? "v\(index).map { text($0) } ?? \"nil\"" : "text(v\(index))"
          return "\"\(parameter.name): \" + (\(value))"
        }
        return "  case .\(screen.swiftName)(\(bindings)):\n"
          + "    return \(String(reflecting: screen.name + "(")) + ["
          + arguments.joined(separator: ", ") + "].joined(separator: \", \") + \")\""
      }
      text += "func \(function)\(position)(_ destination: \(flow).\(type)) -> String {\n"
      text += "  switch destination {\n" + cases.joined(separator: "\n") + "\n  }\n}\n\n"
    }
    // Without tabs the tab enum is empty, and a closure taking one would never run (a warning).
    let tab = model.tabs.isEmpty ? "\"-\"" : "navigator.selectedTab?.rawValue ?? \"-\""
    let stack =
      model.tabs.isEmpty
      ? "navigator.rootStack"
      : "navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack"
    let names = model.conditions.map { String(reflecting: $0.name) }.joined(separator: ", ")
    // Without conditions nothing reads them (an unused value is a warning).
    let reads = model.conditions.isEmpty ? "_ in true" : "conditions.value($0.rawValue)"
    let values =
      model.conditions.isEmpty
      ? "_ = letters" : "let conditions = Conditions(given(letters, names: [\(names)]))"
    text += """
      @MainActor func shown\(position)(_ navigator: FlowRuntime.Navigator<\(flow)>) -> [String] {
        let stack = \(stack)
        // Every presentation level, bottom first, as `resolve` lists them.
        var levels: [String] = []
        for top in navigator.presentations {
          let inside = top.stack.map(describe\(position))
          // `if case`, not `switch`: Modal is not frozen, and `@unknown default` still fails to
          // build under -warnings-as-errors in Swift 6.3.
      \(modalBranches(model, position: position))
        }
        let presentation = levels.isEmpty ? "-" : levels.joined(separator: " / ")
        return [
          navigator.phase.rawValue, \(tab), stack.map(describe\(position)).joined(separator: " > "),
          presentation,
        ]
      }

      @MainActor func open\(position)(_ url: String, _ letters: Substring) -> String {
        \(values)
        let navigator = \(flow).makeNavigator { \(reads) }
        navigator.start()
        let outcome = navigator.open(url: url)
        if case .handled = outcome { return canonical(["lands"] + shown\(position)(navigator)) }
        if case .rejected(let rejection) = outcome {
          let reason = rejection.description
          if case .noMatch = \(flow).definition.resolveLink(url) {
            return canonical(["noMatch", reason])
          }
          return canonical(["refused", reason] + shown\(position)(navigator))
        }
        guard case .deferred(_, let waitingFor) = outcome else { return "no outcome" }
      \(model.conditions.isEmpty ? "  _ = waitingFor\n  return \"held without conditions\"" : followUp(position))
      }


      """
    return text
  }
}

extension AgreementDriver {
  /// The generated app following a held link: the conditions it waits for become true, the app
  /// says so, again while it waits for others; once landed, saying so again must land nothing.
  fileprivate static func followUp(_ position: Int) -> String {
    """
      var fields = ["held", waitingFor.map(\\.rawValue).sorted().joined(separator: ", ")]
      fields += shown\(position)(navigator)
      var madeTrue: Set<String> = []
      var waiting = Set(waitingFor.map(\\.rawValue))
      while true {
        let newlyTrue = waiting.subtracting(madeTrue)
        let then = "then " + madeTrue.union(newlyTrue).sorted().joined(separator: ", ")
        guard !newlyTrue.isEmpty else {
          return canonical(
            fields + [then, "held", waiting.sorted().joined(separator: ", ")]
              + shown\(position)(navigator))
        }
        madeTrue.formUnion(newlyTrue)
        for name in newlyTrue { conditions.values[name] = true }
        if navigator.conditionsDidChange().completedLink != nil {
          fields += [then, "lands"] + shown\(position)(navigator)
          if navigator.conditionsDidChange().completedLink != nil { fields.append("landed again") }
          return canonical(fields)
        }
        guard let pending = navigator.pendingLink else {
          return canonical(
            fields + [then, "dropped"] + shown\(position)(navigator))
        }
        waiting = Set(pending.waitingFor.map(\\.rawValue))
      }
    """
  }
}

extension String {
  fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
