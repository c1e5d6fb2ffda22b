import FlowSyntax
import Testing

@Suite struct ArchonParseTests {
  @Test func archonParsesWithoutDiagnostics() throws {
    let result = Parser.parse(try specSource("Archon"))
    #expect(result.diagnostics.map(\.message) == [])
    var counts: [String: Int] = [:]
    for declaration in result.file.declarations {
      let kind: String
      switch declaration {
      case .app: kind = "app"
      case .condition: kind = "condition"
      case .event: kind = "event"
      case .phase: kind = "phase"
      case .screen: kind = "screen"
      case .route: kind = "route"
      case .expect: kind = "expect"
      }
      counts[kind, default: 0] += 1
    }
    #expect(
      counts == [
        "app": 1, "condition": 1, "event": 4, "phase": 3, "screen": 14, "route": 10, "expect": 30,
      ])
  }
}
