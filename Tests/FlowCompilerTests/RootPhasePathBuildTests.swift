import FlowTestSupport
import Foundation
import Testing

/// The `root-phases` golden (`Corpus/Generation/root-phases.flow`): two phases that each show a
/// root with pushes. The root stack is the current phase's, and each phase's typed property read
/// and wrote it whatever phase was current: in `member`, `guestPath` read `member`'s stack and
/// `guestPath = []` popped it (the public-API round). Each reads and writes only in its phase.
@Suite struct RootPhasePathBuildTests {
  @Test func aPhasesTypedStackIsEmptyAndUnwrittenInAnotherPhase() throws {
    let golden = GenerationTests.directory.appendingPathComponent("root-phases.flow.swift.expected")
    let source = try String(contentsOf: golden, encoding: .utf8)
    let main = #"""
      import FlowRuntime

      @MainActor final class Session { var isSignedIn: Bool? = true }

      @MainActor func run() {
        let session = Session()
        let navigator = Two.makeNavigator { _ in session.isSignedIn }
        navigator.start()
        navigator.memberPath = [.detail(id: 1)]
        print(navigator.phase.rawValue, navigator.memberPath, navigator.guestPath)
        navigator.guestPath = []
        print(navigator.memberPath)
        session.isSignedIn = false
        _ = navigator.send(.signedOut)
        navigator.memberPath = [.detail(id: 2)]
        print(navigator.phase.rawValue, navigator.guestPath, navigator.memberPath)
      }
      MainActor.assumeIsolated { run() }
      """#
    let run = try GeneratedExecutable.output(of: [source], main: main)
    #expect(run.errors == "")
    #expect(
      run.output == """
        member [Agreement.TwoMemberDestination.detail(id: 1)] []
        [Agreement.TwoMemberDestination.detail(id: 1)]
        guest [] []

        """)
  }
}
