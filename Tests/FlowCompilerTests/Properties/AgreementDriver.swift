import FlowCompiler
import FlowSema

/// The `main.swift` that opens links with the generated code of many specs built into one
/// executable, and the same answer computed by `Resolver`, both as one canonical line per link.
///
/// Input lines are `spec:hex`, the spec's position and the link's UTF-8 as hex (links may hold line
/// breaks). Each answer is `matched | phase | tab | stack | presentations | reason` (presentation
/// levels joined with ` / `, bottom first), screens written as
/// `resolve` writes them (`Detail(id: 42, name: "a")`), printed through `String(reflecting:)` so it
/// stays on one line.
enum AgreementDriver {
  /// The canonical line for `resolution`, as the driver prints it.
  static func line(_ resolution: Resolution) -> String {
    let presentations =
      ([resolution.presentation].compactMap { $0 }
      + resolution.nestedPresentations).map {
        "\($0.kind) " + ([$0.screen] + $0.stack).joined(separator: " > ")
      }
    let fields = [
      "\(resolution.matched)", resolution.phase, resolution.tab ?? "-",
      resolution.stack.joined(separator: " > "),
      presentations.isEmpty ? "-" : presentations.joined(separator: " / "),
      resolution.matched ? "-" : resolution.reason ?? "-",
    ]
    return String(reflecting: fields.joined(separator: " | "))
  }

  /// The input line that asks spec `spec` to open `url`.
  static func request(spec: Int, url: String) -> String {
    "\(spec):" + url.utf8.map { String($0, radix: 16).leftPadded() }.joined()
  }

  /// The driver for `models`, the checked specs whose generated code is built with it, in order.
  static func source(_ models: [FlowModel]) -> String {
    var text = """
      import FlowRuntime
      import Foundation

      func text(_ value: String) -> String { String(reflecting: value) }
      func text(_ value: Int) -> String { "\\(value)" }
      func text(_ value: Double) -> String { "\\(value)" }
      func text(_ value: Bool) -> String { "\\(value)" }
      func text(_ value: UUID) -> String { value.uuidString }

      func canonical(
        matched: Bool, phase: String, tab: String, stack: [String], presentation: String,
        reason: String
      ) -> String {
        let fields = [
          "\\(matched)", phase, tab, stack.joined(separator: " > "), presentation, reason,
        ]
        return String(reflecting: fields.joined(separator: " | "))
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
    let cases = models.indices.map { "    case \($0): answer = open\($0)(url)" }
    text += """
      guard CommandLine.arguments.count == 2,
        let input = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
      else { fatalError("usage: agreement REQUESTS") }
      MainActor.assumeIsolated {
        for request in input.split(separator: "\\n") {
          guard let colon = request.firstIndex(of: ":"), let spec = Int(request[..<colon]) else {
            fatalError("bad request \\(request)")
          }
          let url = bytes(request[request.index(after: colon)...])
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
          return "\"\(parameter.swiftName): \" + (\(value))"
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
    text += """
      @MainActor func open\(position)(_ url: String) -> String {
        let navigator = \(flow).makeNavigator { _ in true }
        navigator.start()
        var (matched, reason) = (true, "-")
        if case .rejected(let text) = navigator.open(url: url) { (matched, reason) = (false, text) }
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
        return canonical(
          matched: matched, phase: navigator.phase.rawValue, tab: \(tab),
          stack: stack.map(describe\(position)), presentation: presentation, reason: reason)
      }


      """
    return text
  }
}

extension String {
  fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
