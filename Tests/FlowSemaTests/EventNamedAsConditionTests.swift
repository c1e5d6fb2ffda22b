import Testing

@testable import FlowSema

/// FL0118: an event with a condition's name cannot be sent by an expect or `flowc resolve --then`,
/// whose steps read the name as the condition (the twenty-third new-users review's parking app
/// named the "vehicle added" event `hasVehicle`, and no journey could send it).
struct EventNamedAsConditionTests {
  static let spec = """
    app A { scheme "a" }
    condition hasVehicle
    event hasVehicle
    event cancel
    phase main { root Zone }
    screen Zone { present Start }
    cover Start requires hasVehicle else present AddVehicle
    sheet AddVehicle {
      on hasVehicle -> dismiss
      on cancel -> dismiss
    }

    """

  @Test func anEventNamedAsAConditionIsWarnedOnce() throws {
    let (result, source, _) = check(Self.spec)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "3:7 FL0118 event 'hasVehicle' has the name of condition 'hasVehicle': an expect's or "
          + "`flowc resolve --then`'s step 'hasVehicle' means the condition, so none of them can "
          + "send the event"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.fixIt == nil)
    #expect(
      diagnostic.help
        == "name the event for what happened, such as 'hasVehicleChanged' or a past tense "
        + "('vehicleAdded' beside 'hasVehicle'), and rename its handlers")
    // Renamed, it is quiet; the model was built either way.
    #expect(result.model != nil)
    #expect(
      rendered(
        Self.spec.replacing("hasVehicle ->", with: "vehicleAdded ->")
          .replacing("event hasVehicle", with: "event vehicleAdded")
      ).isEmpty)
  }
}
