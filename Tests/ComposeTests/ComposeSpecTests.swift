import Compose
import FlowCompiler
import FlowSimulation
import Foundation
import Testing

/// The spec checks cleanly (its `expect` lines included), and `flowc resolve` answers every link the
/// way the generated navigator does, over-current and nested landings included.
@MainActor
@Suite struct ComposeSpecTests {
  static let specPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs/Compose/Compose.flow").path

  @Test func specChecksWithoutDiagnostics() throws {
    let report = try #require(Compiler().check(paths: [Self.specPath]).files.first)
    #expect(report.diagnostics.map(\.message) == [])
    #expect(report.model != nil)
  }

  @Test(arguments: [
    "compose://compose", "compose://compose?to=ann", "compose://compose/camera", "compose://help",
    "compose://help?topic=x", "compose://inbox/camera", "compose://threads/4", "compose://profile",
    "https://compose.example/compose/camera", "compose://compose/camera/x", "compose://nowhere",
  ])
  func resolverAgreesWithTheGeneratedNavigator(_ url: String) throws {
    let model = try #require(Compiler().check(paths: [Self.specPath]).files.first?.model)
    let resolution = Resolver(model: model).resolve(url)

    let navigator = Compose.makeNavigator { _ in true }
    navigator.start()
    let outcome = navigator.open(url: url)
    if case .rejected = outcome {
      #expect(!resolution.matched)
      return
    }
    let shown = try #require(resolution.landed)
    #expect(shown.phase == navigator.phase.rawValue)
    #expect(shown.tab == navigator.selectedTab?.rawValue)
    let presented = [shown.presentation].compactMap { $0 } + shown.nestedPresentations
    #expect(
      presented.map { String($0.screen.prefix { $0 != "(" }) }
        == navigator.presentations.map(\.modal.destinationName))
    #expect(presented.map(\.kind) == navigator.presentations.map(Self.kind))
    let overCurrent =
      url.contains("compose/camera") || url.contains("//compose?")
      || url.hasSuffix("//compose") || url.contains("help")
    #expect(shown.overCurrent == overCurrent)
  }

  private static func kind(_ presentation: Presentation<Compose>) -> String {
    switch presentation.modal {
    case .sheet: "sheet"
    case .cover: "cover"
    }
  }
}
