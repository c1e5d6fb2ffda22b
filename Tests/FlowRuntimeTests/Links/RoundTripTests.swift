import FlowTestSupport
import Foundation
import Testing

@testable import FlowRuntime

@Suite("Round trip: match(build(route, values)) gives the route and values back")
struct RoundTripTests {
  static let specs = EveryTypeRoutes.specs
  static let table = RouteTable(routes: specs, configuration: ArchonRoutes.configuration)

  static let pieces = [
    "a", "Z", "0", "7", "/", "%", "?", "#", "+", " ", "&", "=", ".", "~", "-", "_", "é", "✓", "😀",
    "\u{301}", "%2F", "..", "'", "@", ":", "[", "\\", "\"", "<", "\u{202E}", "\u{85}", "\t",
  ]

  static func randomText(_ random: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      pieces.randomElement(using: &random) ?? ""
    }
    .joined()
  }

  static func randomValue(_ type: ParameterType, _ random: inout SeededGenerator) -> ParameterValue
  {
    let limit = Int(ParameterText.intMagnitudeLimit)
    switch type {
    case .string:
      return .string(randomText(&random))
    case .int:
      let edges = [0, limit, -limit, -1, Int.max, Int.min, limit + 1]
      return .int(
        Bool.random(using: &random)
          ? edges.randomElement(using: &random) ?? 0
          : Int.random(in: -limit...limit, using: &random))
    case .double:
      let edges = [
        -0.0, Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude, 1e-5, -1e20, 0.1, .nan,
        .infinity,
      ]
      if Bool.random(using: &random) { return .double(edges.randomElement(using: &random) ?? 0) }
      return .double(Double(bitPattern: random.next()))
    case .bool:
      return .bool(Bool.random(using: &random))
    case .uuid:
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
      return .uuid(
        UUID(
          uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8],
            bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
          )))
    }
  }

  /// Whether the matcher can take `value` back, decided independently of the builder.
  static func isBuildable(_ value: ParameterValue, inPath: Bool, isCatchAll: Bool) -> Bool {
    switch value {
    case .int(let number):
      let limit = Int(ParameterText.intMagnitudeLimit)
      return -limit <= number && number <= limit
    case .double(let number): return number.isFinite
    case .bool, .uuid: return true
    case .string(let text):
      if DocumentedControlCharacters.contains(text) { return false }
      guard inPath else { return true }
      // No `.` or `..` between slashes, in a catch-all or a placeholder's text: the matcher
      // refuses a segment with one, even between `%2F`s; nor a backslash, escaped or not. A
      // placeholder's text is not empty; a catch-all's may be (no segment), but none of its
      // pieces may (`a//b`, `/a`): it is a path, where a `%2F` cannot be told from a separator.
      if isCatchAll, text.isEmpty { return true }
      let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
      guard !text.utf8.contains(UInt8(ascii: "\\")),
        !pieces.contains(where: { $0 == "." || $0 == ".." })
      else {
        return false
      }
      return isCatchAll ? !pieces.contains(where: \.isEmpty) : !text.isEmpty
    }
  }

  @Test(
    "Seeded random values round-trip, or the builder refuses exactly the unmatchable ones",
    arguments: [UInt64(0x5EED), 1, 2, 3])
  func roundTrip(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var built = 0
    for _ in 0..<500 {
      let routeIndex = Int.random(in: 0..<Self.specs.count, using: &random)
      let spec = Self.specs[routeIndex]
      var values: [String: ParameterValue] = [:]
      var buildable = true
      for segment in spec.segments {
        switch segment {
        case .literal: continue
        case .parameter(let name, let type):
          values[name] = Self.randomValue(type, &random)
          buildable =
            buildable
            && Self.isBuildable(values[name] ?? .bool(true), inPath: true, isCatchAll: false)
        case .catchAll(let name):
          values[name] = Self.randomValue(.string, &random)
          buildable =
            buildable
            && Self.isBuildable(values[name] ?? .bool(true), inPath: true, isCatchAll: true)
        }
      }
      for item in spec.query where item.isRequired || Bool.random(using: &random) {
        values[item.name] = Self.randomValue(item.type, &random)
        buildable =
          buildable
          && Self.isBuildable(values[item.name] ?? .bool(true), inPath: false, isCatchAll: false)
      }
      let universal = spec.url(values: values, host: "archon.app")
      let custom = spec.url(values: values, scheme: "archon")
      #expect((universal != nil) == buildable, "\(values)")
      #expect(custom == nil || universal != nil)
      for url in [universal, custom].compactMap(\.self) {
        built += 1
        #expect(
          Self.table.match(url) == .matched(RouteMatch(routeIndex: routeIndex, values: values)),
          "\(url)")
      }
    }
    #expect(built > 300)
  }
}
