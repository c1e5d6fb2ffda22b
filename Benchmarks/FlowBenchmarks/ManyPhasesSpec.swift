import FlowCompiler
import FlowSyntax

/// A spec whose size is in its phases rather than its routes: `phases` phases that each handle
/// `handlers` events, and a tab bar of `tabs` tabs. The route benchmark's specs have two phases;
/// here it is the flow's definition (`PhaseList`) and the tab enum that grow, which once type-checked
/// in time growing with the square of their size (4 s at 51 phases of 20 handlers).
enum ManyPhasesSpec {
  static func text(phases: Int, handlers: Int, tabs: Int) -> String {
    var lines = ["app Phases {", "  scheme \"phases\"", "}", ""]
    lines += (0..<handlers).map { "event e\($0)" }
    for phase in 0..<phases {
      lines += ["", "phase p\(phase) {", "  root R\(phase)"]
      lines += (0..<handlers).map { "  on e\($0) -> p\((phase + 1 + $0) % phases)" }
      if phase == phases - 1 { lines.append("  on toTabs -> bar") }
      lines += ["}", "screen R\(phase)"]
    }
    lines += ["", "event toTabs", "", "phase bar {"]
    lines += (0..<tabs).map {
      "  \($0 == 0 ? "default " : "")tab t\($0) \"Tab \($0)\" icon \"circle\" root T\($0)"
    }
    lines += ["  on e0 -> p0", "}"]
    lines += (0..<tabs).map { "screen T\($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The generated Swift of `text(phases:handlers:tabs:)`, or `nil` (after saying why) when the
  /// spec does not check clean.
  static func swift(phases: Int, handlers: Int, tabs: Int) -> String? {
    let compiler = Compiler()
    let report = compiler.check(
      SourceFile(path: "Phases.flow", text: text(phases: phases, handlers: handlers, tabs: tabs)))
    guard report.diagnostics.isEmpty, let swift = compiler.generate(report) else {
      print("error: the many-phases spec does not check clean:")
      for diagnostic in report.diagnostics.prefix(5) { print("  \(diagnostic.message)") }
      return nil
    }
    return swift
  }
}
