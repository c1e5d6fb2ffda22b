import Testing

/// Whatever arrives, flowc answers with a status and never crashes or hangs (the runner stops a run
/// after 30 s, which shows as a signal). How fast it answers is the benchmark's business, not a test's.
@Suite struct GarbageTests {
  /// One hostile input and the first line flowc prints for it in gnu format.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: @Sendable () -> [UInt8]
    var firstLine: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "binary", bytes: { (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 0xC1) } },
      firstLine: "garbage.flow:1:1: error: file is not valid UTF-8: unexpected byte 0xC1 [FL0001]"),
    Case(
      name: "invalid UTF-8", bytes: { Array("screen A\nscreen B".utf8) + [0xE2, 0x28, 0xA1] },
      firstLine:
        "garbage.flow:2:9: error: file is not valid UTF-8: incomplete sequence starting with byte 0xE2 [FL0001]"
    ),
    Case(
      name: "NUL bytes", bytes: { [UInt8](repeating: 0, count: 200_000) },
      firstLine: "garbage.flow:1:1: error: unexpected NUL byte; .flow files are text [FL0002]"),
    Case(
      name: "5 MB",
      bytes: {
        Array(repeating: Array("// comment line\n".utf8), count: 327_680).flatMap { $0 } + [0x24]
      },
      firstLine: "garbage.flow:327681:1: error: unexpected character '$' [FL0002]"),
    Case(
      name: "100,000 nested braces",
      bytes: { [UInt8](repeating: UInt8(ascii: "{"), count: 100_000) },
      firstLine:
        "garbage.flow:1:1: error: expected a declaration (app, condition, event, phase, screen, sheet, cover, route or expect), found '{' [FL0011]"
    ),
    Case(
      name: "over 8 MiB", bytes: { [UInt8](repeating: 0x20, count: 8 * 1024 * 1024 + 1) },
      firstLine:
        "garbage.flow:1:1: error: file is larger than 8 MiB, the largest spec flowc reads [FL0015]"),
  ]

  @Test(arguments: cases)
  func answersWithoutCrashing(_ garbage: Case) throws {
    let workspace = try Workspace()
    try workspace.write("garbage.flow", garbage.bytes())
    let run = try workspace.flowc("check", "--format", "gnu", "garbage.flow")
    #expect(!run.wasSignalled, "flowc crashed or hung")
    #expect(run.status == 1)
    #expect(run.stdout.split(separator: "\n").first.map(String.init) == garbage.firstLine)
    #expect(run.stderr == "")
  }

  @Test(arguments: cases)
  func humanFormatCopesToo(_ garbage: Case) throws {
    let workspace = try Workspace()
    try workspace.write("garbage.flow", garbage.bytes())
    let run = try workspace.flowc("check", "garbage.flow")
    #expect(!run.wasSignalled, "flowc crashed or hung")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix(garbage.firstLine + "\n"))
    #expect(run.stderr.utf8.count < 100_000)
  }
}
