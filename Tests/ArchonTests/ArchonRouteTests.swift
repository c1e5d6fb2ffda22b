import Archon
import FlowRuntime
import Foundation
import Testing

@Suite struct ArchonRouteTests {
  @Test func seedLinkOpensProject() {
    #expect(ArchonRoute(string: "archon://projects/42") == .projectDetail(id: 42))
  }
}
