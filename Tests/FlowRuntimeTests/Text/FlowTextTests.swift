import FlowRuntime
import Foundation
import Testing

struct FlowTextTests {
  @Test func theSpecsTextIsTheKeyAndTheDefault() {
    let title = FlowText("Projects")
    #expect(title == FlowText(key: "Projects", defaultValue: "Projects", table: nil))
    #expect(title.description == "Projects")
  }

  @Test func withoutATranslationTheDefaultValueIsShown() {
    // No bundle on Linux has a strings table, so every lookup falls back.
    #expect(FlowText("Projects").localized() == "Projects")
    let renamed = FlowText(key: "tab.projects", defaultValue: "Projects", table: "Tabs")
    #expect(renamed.localized(in: Bundle(for: Marker.self)) == "Projects")
  }
}

private final class Marker {}
