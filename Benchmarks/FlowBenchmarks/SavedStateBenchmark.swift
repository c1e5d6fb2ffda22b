import FlowRuntime
import Foundation

/// The check every saved state passes before it is decoded at launch (`JSONGrammar`: JSON as a
/// whole, or cleared), on a state at the size limit, against `JSONSerialization`, which did the
/// check before by building every value.
enum SavedStateBenchmark {
  static func run(timing: Timing, report: inout Report) {
    report.section("Runtime: checking saved state at launch, against JSONSerialization")
    let data = savedState(bytes: RestorationLimits.maximumStoredSize)
    guard check(data), (try? JSONSerialization.jsonObject(with: data)) != nil else {
      print("error: the sample saved state is not JSON")
      return
    }
    let timed = timing.interleaved([
      Timing.batches([data]) { blackHole(check($0)) },
      Timing.batches([data]) { blackHole(try? JSONSerialization.jsonObject(with: $0)) },
    ])
    let (grammar, serialization) = (timed.nanoseconds(0), timed.nanoseconds(1))
    print("a saved state of \(data.count) bytes (the size limit)")
    report.figure(
      "  JSONGrammar        \(Report.format(grammar / 1e6)) ms",
      key: "runtime.saved_state_check_ms", grammar / 1e6)
    report.figure(
      "  JSONSerialization  \(Report.format(serialization / 1e6)) ms (baseline)",
      key: "runtime.saved_state_serialization_ms", serialization / 1e6)
    report.figure(
      "  JSONGrammar / JSONSerialization: \(Report.format(timed.ratio(0, to: 1)))x the time "
        + "(\(timed.ratioSpread(0, to: 1)))",
      key: "runtime.saved_state_check_vs_serialization", timed.ratio(0, to: 1))
  }

  private static func check(_ data: Data) -> Bool {
    data.withUnsafeBytes { JSONGrammar.isWellFormed($0) }
  }

  /// A state shaped as the navigator saves one (`{"phase":…,"stacks":[{"screens":[…],"tab":…}]}`),
  /// with screens whose arguments hold strings, escapes, numbers and Booleans, up to `bytes`.
  private static func savedState(bytes: Int) -> Data {
    let screen =
      #"{"itemDetail":{"id":12345,"title":"Caf\u00e9 \"Flow\" \/ d\u00e9j\u00e0 vu","price":-12.5e-1,"#
      + #""starred":true,"note":null}}"#
    var screens: [String] = []
    var size = 200
    while size + screen.utf8.count + 1 < bytes {
      screens.append(screen)
      size += screen.utf8.count + 1
    }
    let text =
      #"{"phase":"main","selectedTab":"browse","stacks":[{"screens":["#
      + screens.joined(separator: ",") + #"],"tab":"browse"}],"version":1}"#
    return Data(text.utf8)
  }
}
