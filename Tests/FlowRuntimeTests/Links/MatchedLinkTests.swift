import Foundation
import Testing

@testable import FlowRuntime

/// `RouteTable.withMatch`, what generated `init?(string:)` calls, reads the same route and values by
/// position that `match` returns by name, and matches nothing where `match` rejects.
@Suite("RouteTable: matching in place")
struct MatchedLinkTests {
  static let table = RouteTable(
    routes: EveryTypeRoutes.specs, configuration: ArchonRoutes.configuration)

  @Test(
    "withMatch gives match's route and values, by position",
    arguments: [
      "archon://builder",
      "https://archon.app/projects/42/",
      "archon://builder/chat/a%2Fb",
      "archon://builder/chat/%E2%9C%93%20ok",
      "archon://projects/7/code",
      "archon://projects/7/code/src/main.swift?line=12",
      "archon://projects/7/code/src%2Fmain.swift",
      "archon://t/true/-3/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/2.5e3/x%20y?q=a+b&n=4&f-f=1.5&b=false",
      "archon://t/false/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s?q=only",
      "archon://t/false/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s?q=x&u=E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
      "archon://c/%C3%BCn%C3%AF%20c%C3%B6d%C3%A9/a/b/c",
      "archon://c/%C3%BCn%C3%AF%20c%C3%B6d%C3%A9",
      "archon://anything/item",
      "archon://Projects/42",
      // Rejected, each for another reason.
      "archon://t/maybe/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s?q=x",
      "archon://t/true/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s",
      "archon://t/true/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s?q=x&n=four",
      "archon://t/true/3/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/7/s?q=x&q=y",
      "other://projects/42",
      "archon://projects/x9",
      "archon://projects//42",
      "archon://projects/%zz",
      "archon://nothing/here/at/all",
    ])
  func agreesWithMatch(url: String) {
    let expected = Self.table.match(url).match
    let read = Self.table.withMatch(url) { link in
      (link.routeIndex, Self.values(of: link, route: Self.table.routes[link.routeIndex]))
    }
    #expect(read?.0 == expected?.routeIndex)
    #expect(read?.1 == expected?.values)
    if let url = URL(string: url) {
      #expect(
        Self.table.withMatch(url) { $0.routeIndex } == Self.table.match(url).match?.routeIndex)
    }
  }

  @Test("A position past the route's placeholders, or a value of another type, reads nil")
  func outOfRange() {
    let read = Self.table.withMatch("archon://projects/42") { link in
      [link.int(at: 0), link.int(at: 1), link.int(at: -1), link.bool(at: 0).map { $0 ? 1 : 0 }]
    }
    #expect(read == [42, nil, nil, nil])
    #expect(Self.table.withMatch("archon://projects/42") { $0.string(at: 0) } == "42")
  }

  @Test("A route with a placeholder, a catch-all and a query reads them in that order, then nil")
  func catchAllThenQuery() {
    let read = Self.table.withMatch("archon://projects/7/code/src/main.swift?line=12") { link in
      [link.string(at: 0), link.string(at: 1), link.string(at: 2), link.string(at: 3)]
    }
    #expect(read == ["7", "src/main.swift", "12", nil])
  }

  /// The values `link` reads, by the names `route` gives its positions; absent ones left out.
  private static func values(of link: MatchedLink, route: RouteSpec) -> [String: ParameterValue] {
    var types: [(String, ParameterType)] = route.segments.compactMap { segment in
      switch segment {
      case .literal: nil
      case .parameter(let name, let type): (name, type)
      case .catchAll(let name): (name, .string)
      }
    }
    types += route.query.map { ($0.name, $0.type) }
    var values: [String: ParameterValue] = [:]
    for (position, (name, type)) in types.enumerated() {
      let value: ParameterValue? =
        switch type {
        case .string: link.string(at: position).map(ParameterValue.string)
        case .int: link.int(at: position).map(ParameterValue.int)
        case .double: link.double(at: position).map(ParameterValue.double)
        case .bool: link.bool(at: position).map(ParameterValue.bool)
        case .uuid: link.uuid(at: position).map(ParameterValue.uuid)
        }
      values[name] = value
    }
    return values
  }
}
