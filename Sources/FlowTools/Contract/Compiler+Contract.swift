import FlowCompiler
import FlowSema
import FlowSyntax

extension Compiler {
  /// `flowc diff`: checks both specs, then reports what going from `oldPath` to `newPath` does to
  /// the links the old one answered to. Unreadable paths become `readErrors`. Either may be `-`,
  /// standard input (`git show v1:App.flow | flowc diff - App.flow`), which is read once when both
  /// are, as one spec compared with itself.
  public func diff(oldPath: String, newPath: String) -> CompilationReport {
    var inputs: [InputFile] = []
    var readErrors: [ReadError] = []
    for path in oldPath == "-" && newPath == "-" ? [oldPath] : [oldPath, newPath] {
      do {
        inputs.append(try FileLoader.load(specPath: path, byteLimit: options.maximumFileSize))
      } catch {
        readErrors.append(error)
      }
    }
    if inputs.count == 1, readErrors.isEmpty { inputs.append(inputs[0]) }
    guard readErrors.isEmpty, inputs.count == 2 else {
      return CompilationReport(files: [], readErrors: readErrors)
    }
    return diff(old: inputs[0], new: inputs[1])
  }

  /// The URL contract between two versions of a spec, as one report with a file for each.
  ///
  /// Either spec's errors are reported instead when it does not check (its warnings are left to
  /// `flowc check`); otherwise the report holds only contract diagnostics, each in the file it
  /// points into, with `--warnings-as-errors` and the error limit applied.
  public func diff(old: InputFile, new: InputFile) -> CompilationReport {
    let oldReport = checkOld(old)
    let newReport = specCompiler.check(new)
    guard let oldModel = oldReport.model, let newModel = newReport.model else {
      return CompilationReport(
        files: [errorsOnly(oldReport), errorsOnly(newReport)], readErrors: [])
    }
    let diagnostics = URLContract.compare(
      old: ContractSide(model: oldModel, source: oldReport.source),
      new: ContractSide(model: newModel, source: newReport.source))
    if old.path == new.path {
      return CompilationReport(
        files: [contractReport(newReport, adding: diagnostics)], readErrors: [])
    }
    return CompilationReport(
      files: [
        contractReport(oldReport, adding: diagnostics.filter { $0.path == old.path }),
        contractReport(newReport, adding: diagnostics.filter { $0.path == new.path }),
      ], readErrors: [])
  }

  /// `flowc check --against`: checks each path as `check(paths:)` does, then compares each spec
  /// that checked without errors with the one at `oldPath`. Contract diagnostics that point into
  /// the old spec (removed routes, schemes and hosts) are gathered in a report for it, at the end.
  public func check(paths: [String], against oldPath: String) -> CompilationReport {
    var report = check(paths: paths)
    let oldReport: FileReport
    do {
      oldReport = checkOld(
        try FileLoader.load(specPath: oldPath, byteLimit: options.maximumFileSize))
    } catch {
      report.readErrors.append(error)
      return report
    }
    guard let oldModel = oldReport.model else {
      report.files.append(errorsOnly(oldReport))
      return report
    }
    let oldSide = ContractSide(model: oldModel, source: oldReport.source)
    var inOld: [Diagnostic] = []
    for index in report.files.indices {
      guard let model = report.files[index].model else { continue }
      let file = report.files[index]
      let diagnostics = URLContract.compare(
        old: oldSide, new: ContractSide(model: model, source: file.source))
      let mine = diagnostics.filter { $0.path == file.source.path }
      inOld += diagnostics.filter { $0.path != file.source.path }
      report.files[index] = contractReport(file, adding: mine, keeping: file.diagnostics)
    }
    if !inOld.isEmpty {
      report.files.append(contractReport(oldReport, adding: inOld))
    }
    return report
  }

  /// The same options, except that warnings stay warnings: a spec's own warnings must not stop a
  /// comparison; `--warnings-as-errors` applies to the contract's diagnostics.
  private var specCompiler: Compiler {
    var options = options
    options.warningsAsErrors = false
    return Compiler(options: options)
  }

  /// Checks the old spec of a comparison. A spec whose only errors are routes sharing a case name
  /// (FL0312) and that names no route with `as` was written for a compiler before `as`, which named
  /// those routes differently (`RouteCaseNaming.legacy`); it is read that way, so that the contract
  /// compares the case names the app was built with.
  private func checkOld(_ input: InputFile) -> FileReport {
    let report = specCompiler.check(input)
    let errors = report.diagnostics.filter { $0.severity == .error }
    guard report.model == nil, !errors.isEmpty,
      errors.allSatisfy({ $0.code == .duplicateRouteCaseName }),
      !Parser.parse(report.source).file.declarations.contains(where: Self.namesItsCase)
    else { return report }
    return specCompiler.check(report.source, routeNaming: .legacy)
  }

  private static func namesItsCase(_ declaration: Declaration) -> Bool {
    if case .route(let route) = declaration { return route.caseName != nil }
    return false
  }

  private func errorsOnly(_ report: FileReport) -> FileReport {
    FileReport(
      source: report.source, diagnostics: report.diagnostics.filter { $0.severity == .error },
      model: nil)
  }

  private func contractReport(
    _ report: FileReport, adding diagnostics: [Diagnostic], keeping kept: [Diagnostic] = []
  ) -> FileReport {
    let final = finalize(kept + diagnostics, path: report.source.path)
    let hasErrors = final.contains { $0.severity == .error }
    return FileReport(
      source: report.source, diagnostics: final, model: hasErrors ? nil : report.model)
  }
}
