import FlowSyntax
import Testing

@testable import FlowCompiler

@Suite struct CompilerTests {
  @Test func invalidUTF8StopsAtTheFirstBadByte() {
    let bytes = Array("app A {\n  é".utf8) + [0xFF] + Array("} $".utf8)
    let report = Compiler().check(InputFile(path: "bad.flow", bytes: bytes))
    #expect(
      report.diagnostics == [
        Diagnostic(
          .invalidUTF8, path: "bad.flow", range: SourceRange(start: 12, end: 13),
          message: "file is not valid UTF-8: unexpected byte 0xFF", help: "save the file as UTF-8")
      ])
    #expect(report.source.location(of: 12) == SourceLocation(line: 2, column: 5, offset: 12))
    #expect(report.source.bytes == bytes)
  }

  @Test func incompleteSequenceCoversItsBytes() {
    let report = Compiler().check(InputFile(path: "cut.flow", bytes: [0x61, 0xE2, 0x82]))
    #expect(report.diagnostics.map(\.range) == [SourceRange(start: 1, end: 3)])
    #expect(
      report.diagnostics.map(\.message) == [
        "file is not valid UTF-8: incomplete sequence starting with byte 0xE2"
      ])
  }

  @Test func tooLargeInputIsOneDiagnosticAtTheStart() {
    let report = Compiler().check(InputFile(path: "big.flow", contents: .tooLarge))
    #expect(
      report.diagnostics == [
        Diagnostic(
          .fileTooLarge, path: "big.flow", range: .point(0),
          message: "file is larger than 8 MiB, the largest spec flowc reads")
      ])
    #expect(report.source.bytes.isEmpty)
    #expect(report.model == nil)
  }

  @Test func parserDiagnosticsComeThrough() {
    let report = Compiler().check(InputFile(path: "p.flow", bytes: Array("screen A $".utf8)))
    #expect(report.diagnostics.map(\.code) == [.unexpectedCharacter])
    #expect(report.diagnostics.map(\.range) == [SourceRange(start: 9, end: 10)])
  }

  /// One total order, whichever pass found a diagnostic first: position, end, code, message.
  @Test func finalizeOrdersByPositionThenEndCodeAndMessage() {
    let diagnostics = [
      Diagnostic(.unknownName, path: "a", range: .point(9), message: "late"),
      Diagnostic(.unusedCondition, path: "a", range: .point(2), message: "FL0213"),
      Diagnostic(.noPhases, path: "a", range: .point(2), message: "FL0200 b"),
      Diagnostic(.noPhases, path: "a", range: .point(2), message: "FL0200 a"),
      Diagnostic(
        .unknownName, path: "a", range: SourceRange(start: 2, end: 5), message: "longer"),
    ]
    let expected = ["FL0200 a", "FL0200 b", "FL0213", "longer", "late"]
    #expect(Compiler().finalize(diagnostics, path: "a").map(\.message) == expected)
    #expect(Compiler().finalize(diagnostics.reversed(), path: "a").map(\.message) == expected)
  }

  @Test func warningsAsErrorsRaisesOnlyWarnings() {
    let diagnostics = [
      Diagnostic(.unusedCondition, path: "a", range: .point(0), message: "w"),
      Diagnostic(.noPhases, severity: .note, path: "a", range: .point(1), message: "n"),
    ]
    let raised = Compiler(options: CompilerOptions(warningsAsErrors: true))
      .finalize(diagnostics, path: "a")
    #expect(raised.map(\.severity) == [.error, .note])
    #expect(Compiler().finalize(diagnostics, path: "a").map(\.severity) == [.warning, .note])
  }

  @Test func errorLimitAddsOneTooManyErrorsWhereTheFirstDroppedErrorWas() {
    var diagnostics: [Diagnostic] = []
    for offset in 0..<150 {
      diagnostics.append(
        Diagnostic(.unexpectedCharacter, path: "a", range: .point(offset * 2), message: "e"))
      diagnostics.append(
        Diagnostic(.unusedCondition, path: "a", range: .point(offset * 2 + 1), message: "w"))
    }
    let limited = Compiler().finalize(diagnostics, path: "a")
    #expect(limited.count == 201)
    #expect(limited.count { $0.severity == .error } == 101)
    #expect(
      limited.last
        == Diagnostic(
          .tooManyErrors, path: "a", range: .point(200),
          message: "too many errors, stopped after 100; left out: 50 errors, 50 warnings",
          help: "fix the errors above and check again"))
  }

  /// Warnings are capped too (a huge spec printed 200,000 of them); with no error left out, the one
  /// FL0013 is a warning, so a spec that only warns still checks.
  @Test func warningLimitAddsOneWarningThatCountsWhatWasLeftOut() {
    let diagnostics = (0..<250).map {
      Diagnostic(.unusedCondition, path: "a", range: .point($0), message: "w")
    }
    let limited = Compiler().finalize(diagnostics, path: "a")
    #expect(limited.count == 101)
    #expect(Array(limited.prefix(100)) == Array(diagnostics.prefix(100)))
    #expect(
      limited.last
        == Diagnostic(
          .tooManyErrors, severity: .warning, path: "a", range: .point(100),
          message: "too many warnings, only the first 100 shown; left out: 150 warnings",
          help: "fix the warnings above and check again"))
  }

  /// Past the warning limit errors are still shown: a review's spec with 101 warnings and one
  /// unknown screen failed with only "too many warnings" to show for it.
  @Test func anErrorAfterTheWarningLimitIsStillShown() {
    let warnings = (0..<3).map {
      Diagnostic(.unusedCondition, path: "a", range: .point($0), message: "w")
    }
    let note = Diagnostic(.noPhases, severity: .note, path: "a", range: .point(4), message: "n")
    let error = Diagnostic(.unexpectedCharacter, path: "a", range: .point(5), message: "e")
    let limited = Compiler(options: CompilerOptions(errorLimit: 2))
      .finalize(warnings + [note, error], path: "a")
    #expect(
      limited
        == Array(warnings.prefix(2)) + [
          error,
          Diagnostic(
            .tooManyErrors, severity: .warning, path: "a", range: .point(2),
            message: "too many warnings, only the first 2 shown; left out: 1 warning, 1 note",
            help: "fix the warnings above and check again"),
        ])
  }

  /// The error limit still stops the report, and its FL0013 counts the warnings left out before it.
  @Test func theErrorLimitCountsTheWarningsLeftOutBeforeIt() {
    let warnings = (0..<3).map {
      Diagnostic(.unusedCondition, path: "a", range: .point($0), message: "w")
    }
    let errors = (3..<6).map {
      Diagnostic(.unexpectedCharacter, path: "a", range: .point($0), message: "e")
    }
    let limited = Compiler(options: CompilerOptions(errorLimit: 2))
      .finalize(warnings + errors, path: "a")
    #expect(
      limited
        == Array(warnings.prefix(2)) + Array(errors.prefix(2)) + [
          Diagnostic(
            .tooManyErrors, path: "a", range: .point(2),
            message: "too many errors, stopped after 2; left out: 1 error, 1 warning",
            help: "fix the errors above and check again")
        ])
  }

  @Test func underTheLimitNothingIsAdded() {
    let diagnostics = (0..<3).map {
      Diagnostic(.unexpectedCharacter, path: "a", range: .point($0), message: "e")
    }
    let options = CompilerOptions(errorLimit: 3)
    #expect(Compiler(options: options).finalize(diagnostics, path: "a") == diagnostics)
  }
}
