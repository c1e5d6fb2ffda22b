import Foundation
import Testing

/// What flowc does when its output goes nowhere: it says so and exits 2 rather than trapping (it
/// aborted with a backtrace), and the machine formats name the files they could not read rather
/// than describing a clean run.
@Suite struct OutputFailureTests {
  static let spec = "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n"

  /// Runs flowc through `sh` so that `redirection` applies to it, such as `> /dev/full`.
  private func flowc(_ workspace: Workspace, _ arguments: String, _ redirection: String) throws
    -> Flowc.Run
  {
    try Flowc.run(
      ["-c", "exec \"$0\" \(arguments) \(redirection)", Flowc.executable.path], in: workspace.url,
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(
    .enabled(if: hasFullDevice, "needs /dev/full"),
    arguments: ["graph a.flow", "generate a.flow", "routes a.flow", "check --format json a.flow"])
  func aFullDiskIsAnErrorNotACrash(arguments: String) throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.spec)
    let run = try flowc(workspace, arguments, "> /dev/full")
    #expect(!run.wasSignalled)
    #expect(run.stderr == "error: cannot write standard output: No space left on device\n")
    #expect(run.status == 2)
  }

  @Test func aClosedStandardOutputIsAnError() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.spec)
    let run = try flowc(workspace, "graph a.flow", ">&-")
    #expect(!run.wasSignalled)
    #expect(run.stderr == "error: cannot write standard output: Bad file descriptor\n")
    #expect(run.status == 2)
  }

  /// With nowhere to report it, a failed write to standard error changes nothing: the status
  /// still says the spec has errors.
  @Test(.enabled(if: hasFullDevice, "needs /dev/full"))
  func aFullStandardErrorKeepsTheStatus() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.spec + "screen\n")
    let run = try flowc(workspace, "check a.flow", "2> /dev/full")
    #expect(!run.wasSignalled)
    #expect(run.status == 1)
  }

  @Test func jsonListsTheFilesItCouldNotRead() throws {
    let workspace = try Workspace()
    try workspace.write("a.flow", Self.spec)
    let run = try workspace.flowc("check", "missing.flow", "a.flow", "--format", "json")
    #expect(run.stderr == "error: cannot read 'missing.flow': No such file or directory\n")
    let expected = """
      {
        "version": 1,
        "files": [
          "a.flow"
        ],
        "unreadable": [
          {"path": "missing.flow", "reason": "No such file or directory"}
        ],
        "diagnostics": []
      }

      """
    #expect(run.stdout == expected)
    #expect(run.status == 2)
  }

  @Test func sarifMarksTheRunUnsuccessful() throws {
    let workspace = try Workspace()
    let run = try workspace.flowc("check", "missing.flow", "--format", "sarif")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    let invocation = try #require((runs.first?["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect(
      (notification["message"] as? [String: Any])?["text"] as? String
        == "cannot read 'missing.flow': No such file or directory")
    #expect(run.status == 2)
  }

  @Test func githubAnnotatesTheFileItCouldNotRead() throws {
    let workspace = try Workspace()
    let run = try workspace.flowc("check", "missing.flow", "--format", "github")
    #expect(
      run.stdout
        == "::error file=missing.flow,title=flowc::cannot read 'missing.flow': No such file or "
        + "directory\n")
    #expect(run.status == 2)
  }
}
