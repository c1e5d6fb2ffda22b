import FlowSyntax

extension Compiler {
  /// `report` with the checks across its specs added, for specs that are built into one module, as
  /// a target's are by the build plugin: no two may generate the same top-level Swift type
  /// (FL0115, `ModuleTypeCheck`). A spec given such an error loses its model, so nothing is
  /// generated from it.
  public func checkAsModule(_ report: CompilationReport) -> CompilationReport {
    var report = report
    for (index, added) in ModuleTypeCheck.diagnostics(report.files).enumerated()
    where !added.isEmpty {
      report.files[index].diagnostics =
        (report.files[index].diagnostics + added).sorted(by: DiagnosticOrder.precedes)
      report.files[index].model = nil
    }
    return report
  }
}
