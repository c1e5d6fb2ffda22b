import FlowTestSupport
import Foundation
import Testing

/// `navigator.open(route)`, generated for every spec with routes: a route the app holds (a
/// notification's, a widget's) opens as its link would, held behind the guards and landed once,
/// also when no link can carry its values (an `Int` beyond 18 digits has no `url`).
@Suite struct OpenRouteBuildTests {
  @Test func aRouteValueIsHeldBehindItsGuardAndLandsOnce() throws {
    let source = try String(contentsOf: SharedNamesBuildTests.golden, encoding: .utf8)
    let main = #"""
      import FlowRuntime

      @MainActor final class Session { var isSignedIn: Bool? = false }

      @MainActor func run() {
        let session = Session()
        let navigator = Shared.makeNavigator { _ in session.isSignedIn }
        navigator.start()
        let route = SharedRoute.item(id: Int.max)
        print(route.url as Any, navigator.open(route))
        print(navigator.phase.rawValue, navigator.pendingLink?.url == "")
        session.isSignedIn = true
        let update = navigator.conditionsDidChange()
        print(navigator.phase.rawValue, navigator.feedTabPath, update.completedLink as Any)
        print(navigator.open(.item(id: 3)), navigator.feedTabPath)
      }
      MainActor.assumeIsolated { run() }
      """#
    let run = try GeneratedExecutable.output(of: [source], main: main)
    #expect(run.errors == "")
    #expect(
      run.output == """
        nil deferred(Agreement.SharedRoute.item(id: 9223372036854775807), waitingFor: Set([Agreement.SharedCondition.session]))
        feed true
        main [Agreement.SharedFeedTabDestination.item(id: 9223372036854775807)] Optional(Agreement.SharedRoute.item(id: 9223372036854775807))
        handled(Agreement.SharedRoute.item(id: 3)) [Agreement.SharedFeedTabDestination.item(id: 3)]

        """)
  }
}
