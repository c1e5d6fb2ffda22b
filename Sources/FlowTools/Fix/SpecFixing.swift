import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flowc check --fix` without the I/O: applies the fix-its `flowc check` reports for a spec, pass
/// by pass, keeping a pass only when the spec is better for it.
///
/// A fix-it is the edit the diagnostic prints, so applying them is what an author would do by hand.
/// Some fixes only show the next problem (a missing `}` hides the names after it), hence more than
/// one pass; a pass that leaves as many problems is thrown away, so a fix-it that does not fix, or
/// two that undo each other, never rewrite a file for nothing or loop.
public enum SpecFixing {
  /// What fixing one spec did.
  public struct Outcome: Sendable, Equatable {
    /// The fixed text, or nil when no fix-it made the spec better (or it could not be read).
    public var text: String?
    /// How many fix-its the kept passes applied.
    public var appliedCount: Int
    /// How many fix-its a pass tried and threw away, the spec no better for them: said, so that an
    /// author who sees fix-its printed knows why the file did not change (the third new-users
    /// review had three correct ones that each revealed another error).
    public var notBetterCount = 0
    /// How many fix-its the spec still has that write a placeholder for the author to fill in.
    public var placeholderCount = 0
    /// How many distinct edits the spec still has that guess what the author meant (a misspelt
    /// name or ignore comment code as the closest declared one, FL0315's `requires`:
    /// `Diagnostic.FixIt.isGuess`), which `--fix` never writes: said, as the others are, so a
    /// file that did not change is explained (the tools review found it silent). One edit that
    /// several diagnostics offer (FL0315 on each route into a phase) counts once.
    public var guessCount = 0
  }

  /// Passes are few: each one re-checks the whole spec, and real fixes settle in one or two.
  static let passLimit = 4

  /// The spec with its fix-its applied, as far as they make it better.
  public static func fix(_ input: InputFile, compiler: Compiler = Compiler()) -> Outcome {
    guard case .bytes(let bytes) = input.contents, UTF8Validation.firstFailure(in: bytes) == nil
    else { return Outcome(text: nil, appliedCount: 0) }
    return fix(checked: compiler.check(input), compiler: compiler)
  }

  /// The same from `checked`, the report of checking the spec as it is (an editor holds one):
  /// the spec is not checked again before the first pass, so one whose diagnostics carry no
  /// fix-it costs nothing more.
  static func fix(checked: FileReport, compiler: Compiler = Compiler()) -> Outcome {
    var report = checked
    var bytes = checked.source.bytes
    let path = checked.source.path
    var appliedCount = 0
    var notBetterCount = 0
    for _ in 0..<passLimit {
      // An ignore comment that an earlier pass's fix left accepting nothing (its warning fixed)
      // is removed too: kept "for the author to judge", it was removed by the next `--fix` all
      // the same, so `--fix` run twice changed the file twice (the tools review).
      let fixIts = independentFixIts(of: report.diagnostics)
      guard !fixIts.isEmpty else { break }
      let candidate = apply(fixIts, to: bytes)
      let after = compiler.check(InputFile(path: path, bytes: candidate))
      guard badness(of: after) < badness(of: report) else {
        // One fix-it that makes the spec worse kept every other of the pass from being applied
        // (the diff review: a misspelt ignore comment stayed because another comment's fix-it
        // wrote unknown codes). Those that help alone are applied, and the next pass goes on.
        if let (helping, alone, aloneReport) = betterAlone(fixIts, bytes, report, compiler) {
          bytes = alone
          report = aloneReport
          appliedCount += helping
          continue
        }
        notBetterCount = fixIts.count
        break
      }
      bytes = candidate
      report = after
      appliedCount += fixIts.count
    }
    let placeholderCount = report.diagnostics.count { $0.fixIt.map(writesPlaceholder) ?? false }
    return Outcome(
      text: appliedCount > 0 ? String(decoding: bytes, as: UTF8.self) : nil,
      appliedCount: appliedCount, notBetterCount: notBetterCount,
      placeholderCount: placeholderCount,
      guessCount: Set(report.diagnostics.compactMap(\.fixIt).filter(\.isGuess)).count)
  }

  /// How many fix-its of a pass that was no better are tried one at a time: each is a check.
  static let aloneLimit = 16

  /// The spec with those of `fixIts` (the first `aloneLimit`) that each make it better on their
  /// own, applied together when that is better still, else the first of them alone: how many were
  /// applied, the spec and its report. `nil` when none helps alone, or the pass had only one.
  static func betterAlone(
    _ fixIts: [Diagnostic.FixIt], _ bytes: [UInt8], _ report: FileReport, _ compiler: Compiler
  ) -> (applied: Int, bytes: [UInt8], report: FileReport)? {
    guard fixIts.count > 1 else { return nil }
    let path = report.source.path
    var helping: [(fixIt: Diagnostic.FixIt, bytes: [UInt8], report: FileReport)] = []
    for fixIt in fixIts.prefix(aloneLimit) {
      let candidate = apply([fixIt], to: bytes)
      let after = compiler.check(InputFile(path: path, bytes: candidate))
      if badness(of: after) < badness(of: report) { helping.append((fixIt, candidate, after)) }
    }
    guard let first = helping.first else { return nil }
    if helping.count > 1 {
      let together = apply(helping.map(\.fixIt), to: bytes)
      let after = compiler.check(InputFile(path: path, bytes: together))
      if badness(of: after) < badness(of: first.report) { return (helping.count, together, after) }
    }
    return (1, first.bytes, first.report)
  }

  /// The fix-its of `diagnostics` in source order, leaving out each one that touches an earlier
  /// one's range (two edits of one place cannot both be applied as written; the later waits for
  /// the next pass, by then perhaps fixed too), each one that writes an editor placeholder
  /// (`icon "<#symbol#>"`): that one is for the author to fill in an editor, and applied beside
  /// another fix it made a pass look better (two errors became one) while writing an error in;
  /// and each guess (`Diagnostic.FixIt.isGuess`: a misspelt name's closest declared one, a
  /// requirement only the team can vouch for), which may check clean and mean something else: a
  /// guessed ignore code accepts a warning the author never named.
  static func independentFixIts(of diagnostics: [Diagnostic]) -> [Diagnostic.FixIt] {
    let fixIts = diagnostics.compactMap(\.fixIt).filter { !$0.isGuess && !writesPlaceholder($0) }
      .sorted {
        ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end)
      }
    var kept: [Diagnostic.FixIt] = []
    for fixIt in fixIts {
      if let last = kept.last, fixIt.range.start <= last.range.end { continue }
      kept.append(fixIt)
    }
    return kept
  }

  /// Whether a fix-it's text holds an editor placeholder, `<#...#>`.
  static func writesPlaceholder(_ fixIt: Diagnostic.FixIt) -> Bool {
    guard let open = fixIt.replacement.range(of: "<#") else { return false }
    return fixIt.replacement[open.upperBound...].contains("#>")
  }

  /// `bytes` with `fixIts` (in source order, none touching another) applied, the last first so
  /// that each range still points where it did.
  static func apply(_ fixIts: [Diagnostic.FixIt], to bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for fixIt in fixIts.reversed() {
      let start = min(fixIt.range.start, bytes.count)
      let end = min(max(start, fixIt.range.end), bytes.count)
      bytes.replaceSubrange(start..<end, with: Array(fixIt.replacement.utf8))
    }
    return bytes
  }

  /// How bad a checked spec is: first how much of it errors kept from being checked (a fix of a
  /// syntax error is progress even when the names it lets be checked are wrong too), then its
  /// errors, then its warnings.
  static func badness(of report: FileReport) -> (unchecked: Int, errors: Int, warnings: Int) {
    let unchecked =
      switch report.unchecked {
      case .meaning: 2
      case .expectations: 1
      case nil: 0
      }
    return (
      unchecked,
      report.diagnostics.count { $0.severity == .error },
      report.diagnostics.count { $0.severity == .warning }
    )
  }
}
