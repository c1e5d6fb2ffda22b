import FlowTestSupport
import Testing

@testable import FlowRuntime

/// The checker and `flowc diff` ask `ParameterType`'s acceptance, sharing and specificity rules
/// instead of restating them; these tests hold those rules equal to what the matcher does with a
/// link, for random segment texts built from the characters the strict forms turn on.
@Suite struct LinkSemanticsAgreementTests {
  /// Texts near every type's strict form: digits, signs, dots, exponents, hex, `true`/`false`.
  static let texts: [String] = {
    var generator = SeededGenerator(seed: 0x11_4B5)
    let pieces = [
      "0", "1", "7", "9", "-", "+", ".", "e", "E", "a", "F", "x", " ", "true", "false", "nan",
      "inf", "00000000", "-0000", "-1111-", "2222-", "e621e1f8c36c", "ü", "%", "/",
    ]
    var texts = [
      "", ".", "..", "1", "-1", "1.5", "1e3", "1e999", "true", "false", "abc", "TRUE",
      "999999999999999999", "9999999999999999999", "00000000-0000-0000-0000-000000000000",
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5G", "\u{1}",
    ]
    for _ in 0..<PropertyScale.count(2000) {
      let count = Int(generator.next() % 6) + 1
      texts.append(
        (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    return texts
  }()

  /// A table with one route, `/s/{x: type}`, opened from `a://`.
  private static func table(_ type: ParameterType) -> RouteTable {
    RouteTable(
      routes: [RouteSpec(segments: [.literal("s"), .parameter(name: "x", type: type)])],
      configuration: LinkConfiguration(schemes: ["a"]))
  }

  @Test(arguments: ParameterType.allCases)
  func acceptanceIsTheParserSucceeding(type: ParameterType) {
    for text in Self.texts {
      #expect(type.accepts(text) == (type.parse(text) != nil), "\(type) '\(text)'")
    }
  }

  @Test(arguments: ParameterType.allCases)
  func pathSegmentAcceptanceIsTheMatcherMatching(type: ParameterType) {
    let table = Self.table(type)
    for text in Self.texts {
      let link = "a://s/" + PercentEncoding.encode(text)
      let matches = if case .matched = table.match(link) { true } else { false }
      #expect(type.acceptsPathSegment(text) == matches, "\(type) '\(text)'")
    }
  }

  @Test(arguments: ParameterType.allCases, ParameterType.allCases)
  func sharingIsSomeTextBothRead(first: ParameterType, second: ParameterType) {
    let shared = Self.texts.first { first.accepts($0) && second.accepts($0) && !$0.isEmpty }
    #expect(first.sharesValues(with: second) == (shared != nil), "\(first) \(second)")
  }

  @Test(arguments: ParameterType.allCases, ParameterType.allCases)
  func wideningReadsEveryValue(wider: ParameterType, narrower: ParameterType) {
    let missed = Self.texts.first { narrower.accepts($0) && !wider.accepts($0) }
    #expect(wider.acceptsEveryValue(of: narrower) == (missed == nil), "\(wider) \(narrower)")
  }

  /// At one position, the route the matcher opens is the accepting one whose segment's
  /// `specificity` is lowest: the order the checker uses to name the winner of an overlap.
  @Test func specificityIsTheMatchersOrder() {
    let segments: [RouteSpec.Segment] =
      [.literal("1"), .catchAll(name: "rest")]
      + ParameterType.allCases.map { .parameter(name: "x", type: $0) }
    for order in [segments, Array(segments.reversed())] {
      let table = RouteTable(
        routes: order.map { RouteSpec(segments: [.literal("s"), $0]) },
        configuration: LinkConfiguration(schemes: ["a"]))
      for text in Self.texts where RouteSpec.isMatchableSegment(text) {
        let expected = order.indices.filter { index in
          switch order[index] {
          case .literal(let literal): literal == text
          case .parameter(_, let type): type.accepts(text)
          case .catchAll: true
          }
        }.min { order[$0].specificity < order[$1].specificity }
        guard case .matched(let match) = table.match("a://s/" + PercentEncoding.encode(text)) else {
          Issue.record("'\(text)' matched nothing")
          continue
        }
        #expect(match.routeIndex == expected, "'\(text)'")
      }
    }
  }
}
