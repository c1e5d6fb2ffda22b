import Foundation
import Storefront
import Testing

@testable import FlowCompiler
@testable import FlowSimulation

/// `flowc resolve` builds its definition from the model at run time; it must carry the same guards
/// and failure actions as the generated `Storefront.definition`, so both hold the same targets.
@MainActor
@Suite struct StorefrontResolveAgreementTests {
  static let dynamic: FlowDefinition<DynamicFlow>? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Specs/Storefront/Storefront.flow").path
    return Compiler().check(paths: [path]).files.first?.model.map(DynamicDefinition.make)
  }()

  /// A failure action as `kind name`, comparable across the two flows.
  static func describe<Flow: FlowSpec>(_ action: FlowAction<Flow>?) -> String? {
    switch action {
    case .present(.sheet(let sheet)): "sheet \(sheet.destinationName)"
    case .present(.cover(let cover)): "cover \(cover.destinationName)"
    case .goTo(let phase, _): "phase \(phase)"
    case .dismiss: "dismiss"
    case nil: nil
    }
  }

  @Test func failureActionsAgree() throws {
    let dynamic = try #require(Self.dynamic)
    let generated = Storefront.definition
    // Keyed by declared name: the stand-ins' key is the name, the generated one its raw value.
    let dynamicFailures = Dictionary(
      uniqueKeysWithValues: dynamic.guardFailures.map { ($0.key.name, Self.describe($0.value)) })
    let generatedFailures = Dictionary(
      uniqueKeysWithValues: generated.guardFailures.map {
        ($0.key.rawValue, Self.describe($0.value))
      })
    #expect(dynamicFailures == generatedFailures)
    #expect(
      generatedFailures == [
        "Checkout": "sheet SignIn", "PremiumItem": "cover Paywall", "Paywall": "sheet SignIn",
      ])
    let dynamicTabs = dynamic.initialPhase.tabs.map {
      "\($0.id) \(Self.describe($0.guardFailure) ?? "-")"
    }
    let generatedTabs = generated.initialPhase.tabs.map {
      "\($0.id) \(Self.describe($0.guardFailure) ?? "-")"
    }
    #expect(dynamicTabs == generatedTabs)
    #expect(generatedTabs == ["browse -", "cart -", "account sheet SignIn"])
  }
}
