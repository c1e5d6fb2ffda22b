import Archon
import Foundation
import Testing

/// `ArchonDestination`, written over a `CaseNames` table, keeps what a `String` raw type gave it:
/// the declared names as raw values and as its `Codable` form, and equality by case.
@Suite struct ArchonDestinationTests {
  @Test func rawValuesAreTheDeclaredNames() {
    #expect(ArchonDestination.onboarding.rawValue == "Onboarding")
    #expect(ArchonDestination.livePreview.rawValue == "LivePreview")
    #expect(ArchonDestination(rawValue: "ProjectDetail") == .projectDetail)
    #expect(ArchonDestination(rawValue: "projectDetail") == nil)
    #expect(ArchonScreen.projectDetail(id: 3).destinationName == "ProjectDetail")
  }

  @Test func everyCaseRoundTripsThroughItsRawValue() {
    for destination in ArchonDestination.allCases {
      #expect(ArchonDestination(rawValue: destination.rawValue) == destination)
    }
    #expect(
      Set(ArchonDestination.allCases.map(\.rawValue)).count == ArchonDestination.allCases.count)
  }

  @Test func equalityAndHashingAreByCase() {
    let all = ArchonDestination.allCases
    #expect(Set(all).count == all.count)
    for (index, destination) in all.enumerated() {
      #expect(all.firstIndex(of: destination) == index)
    }
    #expect(ArchonDestination.signIn.hashValue == ArchonDestination(rawValue: "SignIn")?.hashValue)
  }

  @Test func codesAsItsName() throws {
    let data = try JSONEncoder().encode([ArchonDestination.codeBrowser, .signIn])
    #expect(String(decoding: data, as: UTF8.self) == #"["CodeBrowser","SignIn"]"#)
    #expect(
      try JSONDecoder().decode([ArchonDestination].self, from: data) == [.codeBrowser, .signIn])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ArchonDestination].self, from: Data(#"["Nowhere"]"#.utf8))
    }
  }
}
