import FlowSyntax
import Testing

@testable import FlowCompiler

/// A spec that only warns, however many times, prints a bounded report and still checks.
@Suite struct WarningLimitTests {
  @Test func aThousandWarningsPrintAHundredAndOneCount() throws {
    let conditions = (0..<1_000).map { "condition c\($0)\n" }.joined()
    let spec = "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n" + conditions
    let file = checked(spec).files[0]
    #expect(file.diagnostics.count == 101)
    #expect(file.diagnostics.prefix(100).allSatisfy { $0.code == .unusedCondition })
    let last = try #require(file.diagnostics.last)
    #expect(last.code == .tooManyErrors)
    #expect(last.severity == .warning)
    #expect(last.message == "too many warnings, only the first 100 shown; left out: 900 warnings")
    #expect(file.model != nil)
  }

  /// A review's spec: 101 unused conditions, then the one error that fails it. The error was left
  /// out with the warnings, and the report said only "too many warnings".
  @Test func anErrorPastTheWarningLimitIsShown() throws {
    let conditions = (0..<101).map { "condition c\($0)\n" }.joined()
    let spec =
      "app A { scheme \"a\" }\nphase main { root Home }\n" + conditions
      + "screen Home { push Nope }\n"
    let file = checked(spec).files[0]
    #expect(file.diagnostics.count == 102)
    #expect(file.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue) == ["FL0100"])
    let last = try #require(file.diagnostics.last)
    #expect(last.message == "too many warnings, only the first 100 shown; left out: 1 warning")
    #expect(file.model == nil)
  }

  /// A review: under `--warnings-as-errors` the 101 warnings, raised first, filled the error limit,
  /// and the error that fails the spec anyway was left out again.
  @Test func warningsRaisedToErrorsDoNotHideTheErrorPastThem() throws {
    let conditions = (0..<150).map { "condition c\($0)\n" }.joined()
    let spec =
      "app A { scheme \"a\" }\nphase main { root Home }\n" + conditions
      + "screen Home { push Nope }\n"
    let compiler = Compiler(options: CompilerOptions(warningsAsErrors: true))
    let file = compiler.check(InputFile(path: "test.flow", bytes: Array(spec.utf8)))
    #expect(file.diagnostics.count == 102)
    #expect(file.diagnostics.allSatisfy { $0.severity == .error })
    #expect(file.diagnostics.contains { $0.code.rawValue == "FL0100" })
    let last = try #require(file.diagnostics.last)
    #expect(last.message == "too many warnings, only the first 100 shown; left out: 50 warnings")
  }
}
