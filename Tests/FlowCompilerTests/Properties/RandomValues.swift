import FlowRuntime
import FlowTestSupport
import Foundation

/// Seeded random placeholder values with the extremes: Int limits, ±10^18, non-finite and negative
/// zero doubles, and strings of unicode, reserved and percent characters, dots, controls, or nothing.
enum RandomValues {
  static let pieces = [
    "a", "Z", "0", "/", "%", "%2F", "%25", "?", "#", "&", "=", "+", " ", ".", "..", "~", "-", "_",
    "'", "\"", "\\", "@", ":", ";", "[", "]", "\u{E9}", "e\u{301}", "\u{4E2D}", "\u{1F680}",
    "\u{202E}",
    "\u{85}", "\u{FEFF}", "\u{0}", "\n", "\u{7F}", "\t",
  ]

  static let ints = [
    Int.max, Int.min, 999_999_999_999_999_999, -999_999_999_999_999_999, 1_000_000_000_000_000_000,
    -1_000_000_000_000_000_000, 0, -1, 1, 42,
  ]

  static let doubles = [
    0.0, -0.0, 1.5, -1.5, 0.1, 1e20, -1e-7, Double.leastNonzeroMagnitude, 1.7976931348623157e308,
    .infinity, -.infinity,
    .nan, 123_456.789,
  ]

  /// A value for every path placeholder and required query item, and for some optional ones.
  static func values(for route: RouteSpec, using random: inout SeededGenerator)
    -> [String: ParameterValue]
  {
    var values: [String: ParameterValue] = [:]
    for segment in route.segments {
      switch segment {
      case .literal: continue
      case .parameter(let name, let type): values[name] = value(type, using: &random)
      case .catchAll(let name): values[name] = .string(text(using: &random, slashes: true))
      }
    }
    for item in route.query where item.isRequired || Bool.random(using: &random) {
      values[item.name] = value(item.type, using: &random)
    }
    return values
  }

  static func value(_ type: ParameterType, using random: inout SeededGenerator) -> ParameterValue {
    switch type {
    case .string: .string(text(using: &random, slashes: false))
    case .int:
      .int(
        Bool.random(using: &random)
          ? ints.randomElement(using: &random) ?? 0
          : Int.random(in: -99_999...99_999, using: &random))
    case .double:
      .double(
        Bool.random(using: &random)
          ? doubles.randomElement(using: &random) ?? 0
          : Double.random(in: -1e6...1e6, using: &random))
    case .bool: .bool(Bool.random(using: &random))
    case .uuid:
      .uuid(
        UUID(
          uuid: (
            random.byte(), random.byte(), random.byte(), random.byte(), random.byte(),
            random.byte(),
            random.byte(), random.byte(), random.byte(), random.byte(), random.byte(),
            random.byte(),
            random.byte(), random.byte(), random.byte(), random.byte()
          )))
    }
  }

  /// Zero to six pieces; `slashes` adds more `/` for catch-alls.
  static func text(using random: inout SeededGenerator, slashes: Bool) -> String {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      slashes && Int.random(in: 0..<3, using: &random) == 0
        ? "/" : pieces.randomElement(using: &random) ?? ""
    }.joined()
  }

  /// The contract, restated independently of the builder: whether some accepted link carries these
  /// values for `route` (docs/DeepLinks.md, "Building").
  static func canTravel(_ values: [String: ParameterValue], in route: RouteSpec) -> Bool {
    var pathTexts: [String] = []
    for segment in route.segments {
      switch segment {
      case .literal(let text): pathTexts.append(text)
      case .parameter(let name, _):
        guard let value = values[name], fits(value) else { return false }
        pathTexts.append(value.text)
      case .catchAll(let name):
        guard case .string(let text) = values[name] else { return false }
        // Its pieces are segments, none of them empty; an empty catch-all is no segment.
        if !text.isEmpty { pathTexts += text.components(separatedBy: "/") }
      }
    }
    let segmentsAccepted = pathTexts.allSatisfy(isSegment)
    let queryAccepted = route.query.allSatisfy { item in
      guard let value = values[item.name] else { return !item.isRequired }
      return fits(value) && !DocumentedControlCharacters.contains(value.text)
    }
    return !pathTexts.isEmpty && segmentsAccepted && queryAccepted
  }

  /// Not empty, no control character, no backslash (refused in a path even escaped), and no `.`
  /// or `..` between its `/`s (a `/` travels as `%2F`, and the matcher refuses a dot part there as
  /// it refuses a dot segment).
  private static func isSegment(_ text: String) -> Bool {
    !text.isEmpty && !text.split(separator: "/").contains { $0 == "." || $0 == ".." }
      && !text.utf8.contains(UInt8(ascii: "\\")) && !DocumentedControlCharacters.contains(text)
  }

  private static func fits(_ value: ParameterValue) -> Bool {
    switch value {
    case .int(let number): number.magnitude <= 999_999_999_999_999_999
    case .double(let number): number.isFinite
    default: true
    }
  }
}
