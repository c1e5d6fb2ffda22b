import FlowSema
import Testing

@testable import FlowCompiler
@testable import FlowTools

/// The graph draws a presentation presented from a presentation, and says when a route lands
/// `over current` instead of naming a tab it does not switch to.
@Suite struct NestedPresentationGraphTests {
  static let spec = """
    app Mail { scheme "mail" }
    phase main {
      default tab inbox "Inbox" icon "tray" root Inbox
      tab sent "Sent" icon "paperplane" root Sent
    }
    screen Inbox { present Compose }
    screen Sent { present Compose }
    sheet Compose { present Camera }
    cover Camera
    route "/compose/camera" -> [Compose, Camera] over current
    route "/sent/camera" -> Camera in sent as sentCamera
    """

  @Test func mermaidDrawsTheNestedEdgeAndTheOverCurrentRoute() throws {
    let lines = GraphFormat.mermaid.render(try model(Self.spec)).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains(#"screen_Compose -.->|"cover"| screen_Camera"#))
    #expect(lines.contains(#"route_0 -.->|"over current"| screen_Camera"#))
    #expect(lines.contains(#"route_1 -.->|"tab sent"| screen_Camera"#))
  }

  @Test func dotDrawsTheNestedEdge() throws {
    let dot = GraphFormat.dot.render(try model(Self.spec))
    #expect(dot.contains(#""screen_Compose" -> "screen_Camera" [label="cover""#))
    #expect(dot.contains(#""route_0" -> "screen_Camera" [label="over current""#))
  }
}
