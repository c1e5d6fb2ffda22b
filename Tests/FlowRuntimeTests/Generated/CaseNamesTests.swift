import Testing

@testable import FlowRuntime

/// A generated destination enum's raw values come from `CaseNames`, in case order.
@Suite struct CaseNamesTests {
  /// Stands in for a generated payload-free enum.
  enum Place: CaseIterable, Sendable {
    case home, projectDetail, settings
  }

  static let names = CaseNames<Place>("Home\nProjectDetail\nSettings")

  @Test func namesFollowTheCaseOrder() {
    #expect(
      Place.allCases.indices.map(Self.names.name(at:)) == ["Home", "ProjectDetail", "Settings"])
  }

  @Test func findsTheCaseByItsName() {
    #expect(Self.names.value(named: "ProjectDetail") == .projectDetail)
    #expect(Self.names.value(named: "Settings") == .settings)
  }

  @Test(arguments: ["", "home", "Home ", "Nowhere", "Home\nProjectDetail"])
  func anotherTextIsNoCase(_ text: String) {
    #expect(Self.names.value(named: text) == nil)
  }
}
