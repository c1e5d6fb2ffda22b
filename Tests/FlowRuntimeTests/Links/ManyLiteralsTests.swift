import Foundation
import Testing

@testable import FlowRuntime

/// A node's literal children are scanned when there are a few and are a hash table of records when
/// there are more (`RouteTrie.scannedLiterals`): either way a segment finds exactly the literal
/// equal to it, and a walk goes on below it.
@Suite("RouteTable: nodes with many literal children")
struct ManyLiteralsTests {
  static let counts = [1, RouteTrie.scannedLiterals, RouteTrie.scannedLiterals + 1, 40, 700]

  /// Literals of every length a head holds and past it: short ones, sixteen bytes, ones that share
  /// their first twelve bytes and differ within the sixteen a head holds, and long ones
  /// that share their first sixteen bytes (and so their head) with each other.
  static func literals(_ count: Int) -> [String] {
    (0..<count).map { index in
      switch index % 4 {
      case 0: "w\(index)"
      case 1: "sixteen-b-\(index)".padding(toLength: 16, withPad: "x", startingAt: 0)
      case 2: "twelve-share\(index)"
      default: "a-long-shared-head-\(index)"
      }
    }
  }

  /// `/x/<literal>` and `/x/<literal>/y/{n}` for each literal, and an `Int` placeholder beside them.
  static func table(_ literals: [String]) -> RouteTable {
    var routes: [RouteSpec] = []
    for literal in literals {
      routes.append(RouteSpec(segments: [.literal("x"), .literal(literal)]))
      routes.append(
        RouteSpec(segments: [
          .literal("x"), .literal(literal), .literal("y"), .parameter(name: "n", type: .int),
        ]))
    }
    routes.append(RouteSpec(segments: [.literal("x"), .parameter(name: "id", type: .int)]))
    return RouteTable(routes: routes, configuration: LinkConfiguration(schemes: ["app"]))
  }

  @Test("Every literal finds its own route, and the routes below it", arguments: counts)
  func everyLiteralMatches(count: Int) {
    let literals = Self.literals(count)
    let table = Self.table(literals)
    for (index, literal) in literals.enumerated() {
      #expect(table.withMatch("app://x/\(literal)") { $0.routeIndex } == 2 * index, "\(literal)")
      let below = table.withMatch("app://x/\(literal)/y/7") { ($0.routeIndex, $0.int(at: 0)) }
      #expect(below?.0 == 2 * index + 1 && below?.1 == 7, "\(literal)")
    }
    #expect(table.withMatch("app://x/42") { $0.routeIndex } == 2 * count)
  }

  @Test("A segment close to a literal but not equal to it finds none", arguments: counts)
  func nearMissesMatchNothing(count: Int) {
    let literals = Self.literals(count)
    let table = Self.table(literals)
    let known = Set(literals)
    for literal in literals {
      let near = [literal + "z", String(literal.dropLast()), "Z" + literal.dropFirst()]
      for segment in near where !known.contains(segment) && !segment.isEmpty {
        #expect(table.withMatch("app://x/\(segment)") { $0.routeIndex } == nil, "\(segment)")
      }
    }
  }
}
