import FlowRuntime
import Foundation
import Testing

/// Expects `table.withMatch(url)` to run its body once, on the route `text` matches, and never when
/// `text` matches nothing: the in-place match of a `URL` must answer as its given text does, and
/// must not show its body a link that text would refuse.
func expectWithMatch(
  _ table: RouteTable, of url: URL, answersAs text: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var bodyRuns = 0
  let route = table.withMatch(url) { link -> Int? in
    bodyRuns += 1
    return link.routeIndex
  }
  #expect(route == table.match(text).match?.routeIndex, sourceLocation: sourceLocation)
  #expect(bodyRuns == (route == nil ? 0 : 1), sourceLocation: sourceLocation)
}
