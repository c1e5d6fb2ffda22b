import FlowRuntime
import Foundation

/// libFuzzer entry: the bytes as a link string (invalid UTF-8 repaired, as `String` would) matched
/// against Archon's routes plus routes of every parameter type; every match must build back into
/// links that match to the same route and values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let url = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let result = MatcherTarget.table.match(url)
  let parsed = MatcherTarget.parser.parse(url)
  guard case .matched(let match) = result else { return 0 }
  if case .failure(let rejection) = parsed {
    fatalError("matched \(url.debugDescription) but the parser refuses it: \(rejection)")
  }
  MatcherTarget.checkRoundTrip(match, of: url)
  return 0
}

/// The table under test and the round-trip checks.
enum MatcherTarget {
  /// Archon's routes, then routes with every parameter type, query items and a placeholder first
  /// segment (as in Tests/FlowRuntimeTests/Links/RoundTripTests.swift).
  static let specs: [RouteSpec] =
    ArchonRoutes.specs + [
      RouteSpec(
        segments: [
          .literal("t"), .parameter(name: "b", type: .bool), .parameter(name: "i", type: .int),
          .parameter(name: "u", type: .uuid), .parameter(name: "d", type: .double),
          .parameter(name: "s", type: .string),
        ],
        query: [
          .init(key: "q", name: "q", type: .string, isRequired: true),
          .init(key: "n", name: "n", type: .int, isRequired: false),
          .init(key: "f-f", name: "f", type: .double, isRequired: false),
          .init(key: "u", name: "uq", type: .uuid, isRequired: false),
          .init(key: "b", name: "bq", type: .bool, isRequired: false),
        ]),
      RouteSpec(segments: [.literal("c"), .literal("ünï cödé"), .catchAll(name: "rest")]),
      RouteSpec(segments: [.parameter(name: "name", type: .string), .literal("item")]),
    ]
  static let table = RouteTable(routes: specs, configuration: ArchonRoutes.configuration)
  static let parser = LinkParser(configuration: ArchonRoutes.configuration)

  /// Values the matcher produced can always travel: the universal link, the custom-scheme link (when
  /// the path is not empty) and `link(forRoute:values:)` all match back to exactly this match.
  static func checkRoundTrip(_ match: RouteMatch, of url: String) {
    let spec = specs[match.routeIndex]
    guard let universal = spec.url(values: match.values, host: "archon.app") else {
      // Documented gap (docs/DeepLinks.md): `%2F` in a catch-all segment is a `/` in the value, so
      // `a%2F` binds `a/`, which the builder refuses. Reported; tolerated here to keep fuzzing.
      if hasUnbuildableCatchAll(match, spec) { return }
      fatalError("matched \(url.debugDescription) but cannot build its universal link: \(match)")
    }
    expectSameMatch(universal, match, from: url, builder: "url(values:host:)")
    let custom = spec.url(values: match.values, scheme: "archon")
    if let custom {
      expectSameMatch(custom, match, from: url, builder: "url(values:scheme:)")
    } else if !spec.segments.isEmpty {
      fatalError("matched \(url.debugDescription) but cannot build its custom link: \(match)")
    }
    let link = table.link(forRoute: match.routeIndex, values: match.values)
    expectSameMatch(link.absoluteString, match, from: url, builder: "link(forRoute:values:)")
  }

  /// Whether a catch-all value has an empty, `.` or `..` piece between its slashes.
  private static func hasUnbuildableCatchAll(_ match: RouteMatch, _ spec: RouteSpec) -> Bool {
    spec.segments.contains { segment in
      guard case .catchAll(let name) = segment, case .string(let text)? = match.values[name],
        !text.isEmpty
      else { return false }
      return text.split(separator: "/", omittingEmptySubsequences: false).contains {
        $0.isEmpty || $0 == "." || $0 == ".."
      }
    }
  }

  private static func expectSameMatch(
    _ built: String, _ match: RouteMatch, from url: String, builder: String
  ) {
    let again = table.match(built)
    // Known builder bug, reported: it writes links over the matcher's limits (64 segments, 8,192
    // bytes) when a catch-all value has many `/` or bytes it must percent-encode. Tolerated here.
    if case .rejected(let rejection) = again {
      switch rejection.reason {
      case .tooManySegments, .tooLong: return
      default: break
      }
    }
    guard again == .matched(match) else {
      fatalError(
        """
        round trip broken by \(builder)
          input:   \(url.debugDescription) -> \(match)
          built:   \(built.debugDescription) -> \(again)
        """)
    }
  }
}
