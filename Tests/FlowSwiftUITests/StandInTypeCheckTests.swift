import Foundation
import Testing

/// FlowSwiftUI and the example app, type-checked on Linux against the SwiftUI stand-in in Swift 6
/// mode: a typo or an isolation mistake in the view layer fails here, not first on a Mac.
@Suite(.serialized)
struct StandInTypeCheckTests {
  @Test func flowSwiftUIAndTheExampleAppBuildAgainstTheStandIn() throws {
    let build = try StandInBuild()
    defer { build.remove() }
    let standIn = try build.standIn()
    #expect(standIn.isClean, "\(standIn)")
    let flowSwiftUI = try build.module(
      "FlowSwiftUI", files: StandInBuild.sources(in: "Sources/FlowSwiftUI"))
    #expect(flowSwiftUI.isClean, "\(flowSwiftUI)")
    // The example's navigation target is Specs/Archon under another name.
    let app = try build.module(
      "ArchonApp", files: StandInBuild.sources(in: "Examples/ArchonApp/Sources/ArchonApp"),
      extraArguments: ["-module-alias", "ArchonNavigation=Archon"])
    #expect(app.isClean, "\(app)")
  }

  @Test func theStandInRefusesABindingThatIsNotMainActorIsolated() throws {
    let build = try StandInBuild()
    defer { build.remove() }
    #expect(try build.standIn().isClean)
    let source = build.directory.appendingPathComponent("Unisolated.swift")
    try Data(
      """
      import FlowRuntime
      import SwiftUI

      struct TabBar<Flow: FlowSpec>: View {
        let navigator: Navigator<Flow>
        var body: some View {
          let navigator = navigator
          TabView(selection: Binding(get: { navigator.selectedTab }, set: { _ in })) { EmptyView() }
        }
      }

      """.utf8
    ).write(to: source)
    let outcome = try build.module("Unisolated", files: [source.path])
    #expect(outcome.status != 0)
    #expect(
      outcome.errors == [
        "Unisolated.swift:8:39: error: capture of non-Sendable type 'Flow.Type' in an isolated closure [#SendableMetatypes]",
        "Unisolated.swift:8:49: error: main actor-isolated property 'selectedTab' can not be referenced from a Sendable closure",
      ])
  }
}
