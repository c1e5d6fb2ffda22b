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
  /// Archon's routes plus every parameter type (Tests/FlowRuntimeTests/Links/EveryTypeRoutes.swift).
  static let specs = EveryTypeRoutes.specs
  static let table = RouteTable(routes: specs, configuration: ArchonRoutes.configuration)
  static let parser = LinkParser(configuration: ArchonRoutes.configuration)

  /// Values the matcher produced can travel: the universal link, the custom-scheme link (when the
  /// path is not empty) and `link(forRoute:values:)` all match back to exactly this match. The
  /// builder may refuse only a link that could outgrow the matcher's 8,192 bytes: percent-encoding
  /// at most triples an input, so inputs up to a third of that must build.
  static func checkRoundTrip(_ match: RouteMatch, of url: String) {
    let spec = specs[match.routeIndex]
    let mayBeRefused = url.utf8.count > 8192 / 3
    guard let universal = spec.url(values: match.values, host: "archon.app") else {
      if mayBeRefused { return }
      fatalError("matched \(url.debugDescription) but cannot build its universal link: \(match)")
    }
    expectSameMatch(universal, match, from: url, builder: "url(values:host:)")
    let custom = spec.url(values: match.values, scheme: "archon")
    if let custom {
      expectSameMatch(custom, match, from: url, builder: "url(values:scheme:)")
    } else if !spec.segments.isEmpty, !mayBeRefused {
      fatalError("matched \(url.debugDescription) but cannot build its custom link: \(match)")
    }
    // `link(forRoute:values:)` is the builder's link kept only when it matches back: values the
    // matcher produced always do.
    guard custom != nil else { return }
    guard let link = table.link(forRoute: match.routeIndex, values: match.values) else {
      fatalError("matched \(url.debugDescription) but link(forRoute:values:) refused: \(match)")
    }
    expectSameMatch(link.absoluteString, match, from: url, builder: "link(forRoute:values:)")
  }

  private static func expectSameMatch(
    _ built: String, _ match: RouteMatch, from url: String, builder: String
  ) {
    let again = table.match(built)
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
