import FlowTestSupport
import Foundation
import Testing

/// The shared runner every end-to-end test goes through: it must not stall on outputs larger than a
/// pipe's buffer, and must keep the two streams, the input and the environment apart.
@Suite struct ChildProcessTests {
  @Test func largeOutputsOnBothStreamsDoNotStall() throws {
    let script =
      "head -c 1000000 /dev/zero | tr '\\0' o; head -c 1000000 /dev/zero | tr '\\0' e >&2"
    let run = try ChildProcess.run(
      command: ["sh", "-c", script], in: FileManager.default.temporaryDirectory, timeout: 60)
    #expect(run.status == 0)
    #expect(!run.timedOut)
    #expect(run.standardOutput == String(repeating: "o", count: 1_000_000))
    #expect(run.standardError == String(repeating: "e", count: 1_000_000))
  }

  @Test func standardInputAndEnvironmentReachTheChild() throws {
    let run = try ChildProcess.run(
      command: ["sh", "-c", "cat; printf '%s' \"$FLOWKIT_PROBE\" >&2; exit 3"],
      in: FileManager.default.temporaryDirectory, standardInput: Data("typed in\n".utf8),
      environment: ["FLOWKIT_PROBE": "probe value"], timeout: 60)
    #expect(run.status == 3)
    #expect(run.standardOutput == "typed in\n")
    #expect(run.standardError == "probe value")
    #expect(!run.wasSignalled)
  }

  @Test func aHangIsStoppedAtTheTimeout() throws {
    let run = try ChildProcess.run(
      command: ["sleep", "30"], in: FileManager.default.temporaryDirectory, timeout: 0.5)
    #expect(run.timedOut)
    #expect(run.wasSignalled)
    #expect(run.seconds < 10)
  }
}
