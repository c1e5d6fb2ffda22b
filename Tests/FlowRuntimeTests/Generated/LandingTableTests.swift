import Testing

@testable import FlowRuntime

/// Generated routes land through `LandingTable`: each line of its text, filled in with a route's
/// values, is the `Landing` the compiler derived.
@Suite struct LandingTableTests {
  /// A flow whose destinations keep the values they were built with.
  enum Spec: FlowSpec {
    typealias Phase = String
    typealias Tab = String
    typealias Screen = Shown
    typealias Sheet = Shown
    typealias Cover = Shown
    typealias Event = String
    typealias Condition = String
    typealias Route = String
    typealias Destination = String
  }

  /// A screen, sheet or cover: its name and values (as their text, so that it is `Codable`).
  struct Shown: FlowDestination {
    var name: String
    var values: [String?] = []
    var kind: String { name }
    var destinationName: String { name }

    init(name: String, values: [ParameterValue?] = []) {
      self.name = name
      self.values = values.map { $0?.text }
    }
  }

  /// Screen 0 is `Home`; screen 1 is `Viewer(line: Int?, name: String?, ratio: Double?, plain:
  /// Int?, count: Int)`, whose `count` is required. Sheet and cover 0 take an `Int`.
  static let table = LandingTable<Spec>(
    "P0 S1 p0|0 p1|1 p2|2 p3 p4|3 Yreplace Zdismiss\n"
      + "P1 T1 S0 H0 p0 S1 k0 k1 k2 n k3 C0 p1 R1 R0 Ypush Zkeep O0 O1\n"
      + "P0 S1 n n n n p0\n"
      + "P7",
    constants: [.int(5), .string("all"), .double(1), .int(3)],
    phases: ["main", "other"], tabs: ["home", "more"], conditions: ["a", "b"],
    screen: { reader in
      var reader = reader
      guard reader.caseIndex == 1 else { return Shown(name: "Home") }
      let viewer = Shown(
        name: "Viewer",
        values: [
          reader.optionalInt(at: 0).map(ParameterValue.int),
          reader.optionalString(at: 1).map(ParameterValue.string),
          reader.optionalDouble(at: 2).map(ParameterValue.double),
          reader.optionalInt(at: 3).map(ParameterValue.int), .int(reader.int(at: 4)),
        ])
      return reader.isComplete ? viewer : nil
    },
    sheet: { Shown(name: "Sheet", values: [$0.optionalInt(at: 0).map(ParameterValue.int)]) },
    cover: { Shown(name: "Cover", values: [$0.optionalInt(at: 0).map(ParameterValue.int)]) })

  @Test func aValueTheLinkLeftOutTakesItsDefault() {
    let landing = Self.table.landing(for: CaseValues(0, [nil, nil, nil, nil, nil]))
    #expect(
      landing
        == Landing(
          phase: "main",
          stack: [
            Shown(name: "Viewer", values: [.int(5), .string("all"), .double(1), nil, .int(3)])
          ],
          stackPolicy: .replace, presentationPolicy: .dismiss))
  }

  @Test func aValueTheLinkCarriedIsUsed() {
    let values: [ParameterValue?] = [.int(7), .string("a"), .double(2), .int(2), .int(9)]
    #expect(
      Self.table.landing(for: CaseValues(0, values))?.stack == [
        Shown(name: "Viewer", values: values)
      ])
  }

  @Test func presentationsStacksConditionsAndPhasesAreRead() {
    let landing = Self.table.landing(for: CaseValues(1, [.int(4), .int(6)]))
    let viewer = Shown(name: "Viewer", values: [.int(5), .string("all"), .double(1), nil, .int(3)])
    #expect(
      landing
        == Landing(
          phase: "other", tab: "more", stack: [Shown(name: "Home")],
          presentation: .sheet(Shown(name: "Sheet", values: [.int(4)]), stack: [viewer]),
          nestedPresentations: [.cover(Shown(name: "Cover", values: [.int(6)]))],
          requires: ["a", "b"], stackPolicy: .push, presentationPolicy: .keep,
          overCurrentPhases: ["main", "other"]))
  }

  @Test func aMissingRequiredValueOrAnUnknownIndexIsNoLanding() {
    #expect(Self.table.landing(for: CaseValues(2, [])) == nil)
    #expect(Self.table.landing(for: CaseValues(2, [.int(1)]))?.stack.count == 1)
    #expect(Self.table.landing(for: CaseValues(3)) == nil)
    #expect(Self.table.landing(for: CaseValues(4)) == nil)
  }
}
