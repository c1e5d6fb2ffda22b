import FlowTestSupport
import Foundation
import Testing

/// The `shared-names` golden (`Corpus/Generation/shared-names.flow`): a phase and a tab both named
/// `feed`, each with a stack. Their typed `Navigator` properties once were both `feedPath`, which
/// `flowc check` accepted and Swift refused as a redeclaration. `GoldenBuildTests` builds the
/// golden's text warning-free; this proves each property reads and writes its own stack.
@Suite struct SharedNamesBuildTests {
  static let golden = GenerationTests.directory.appendingPathComponent(
    "shared-names.flow.swift.expected")

  @Test func thePhaseAndTheTabEachKeepTheirOwnTypedStack() throws {
    let source = try String(contentsOf: Self.golden, encoding: .utf8)
    let main = #"""
      import FlowRuntime

      @MainActor final class Session { var isSignedIn: Bool? = false }

      @MainActor func run() {
        let session = Session()
        let navigator = Shared.makeNavigator { _ in session.isSignedIn }
        navigator.start()
        navigator.feedPath = [.item(id: 1)]
        print(navigator.phase.rawValue, navigator.feedPath, navigator.feedTabPath)
        session.isSignedIn = true
        _ = navigator.conditionsDidChange()
        _ = navigator.open(url: "shared://item/2")
        print(navigator.phase.rawValue, navigator.feedTabPath)
      }
      MainActor.assumeIsolated { run() }
      """#
    let run = try GeneratedExecutable.output(of: [source], main: main)
    #expect(run.errors == "")
    #expect(
      run.output == """
        feed [Agreement.SharedFeedDestination.item(id: 1)] []
        main [Agreement.SharedFeedTabDestination.item(id: 2)]

        """)
  }
}
