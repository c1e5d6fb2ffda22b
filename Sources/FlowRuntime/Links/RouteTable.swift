import Foundation

/// An app's routes, compiled once into a trie, matching links the same way in generated code and in
/// `flowc resolve` (docs/Language.md, `route` -> `Matching`; docs/DeepLinks.md).
public final class RouteTable: Sendable {
  /// The routes, in the order `RouteMatch.routeIndex` refers to.
  public let routes: [RouteSpec]
  /// The schemes and hosts links must use.
  public let configuration: LinkConfiguration
  private let trie: RouteTrie

  /// Compiles `routes`; a route whose catch-all is not its last segment never matches.
  public init(routes: [RouteSpec], configuration: LinkConfiguration) {
    self.routes = routes
    self.configuration = configuration
    self.trie = RouteTrie(routes: routes)
  }

  /// Matches a link string: the route and its values, or the reason it matches nothing.
  public func match(_ url: String) -> LinkMatchResult {
    let result = LinkScanner.scan(url, configuration: configuration) { link in
      RouteMatcher.result(of: link, in: trie)
    }
    switch result {
    case .success(let outcome): return outcome
    case .failure(let rejection): return .rejected(rejection)
    }
  }

  /// Matches a link string and hands the match, read in place, to `body`; nil when the link matches
  /// nothing. Matches exactly as `match(_:)` does, but builds no dictionary of values and no
  /// rejection: what generated `init?(string:)` calls, allocating only what `body` does.
  ///
  /// Inlinable so that the app's module specialises it for `Value`: an unspecialised generic call
  /// from generated code looks up `Optional<Value>`'s metadata on every link.
  @inlinable
  public func withMatch<Value>(_ url: String, _ body: (MatchedLink) -> Value?) -> Value? {
    var value: Value?
    matchInPlace(url) { value = body($0) }
    return value
  }

  /// `withMatch` without a generic parameter, so that the scan is compiled once, in this module.
  @usableFromInline
  func matchInPlace(_ url: String, _ body: (MatchedLink) -> Void) {
    matchInPlace(url) { match, _ in body(match) }
  }

  /// `matchInPlace(_: String, _:)` handing `body` the scanned link too, for what the scan found.
  @inline(__always)
  private func matchInPlace(_ url: String, _ body: (MatchedLink, ScannedLink) -> Void) {
    // The closure captures the trie unretained, as plain words: the table holds it for the whole
    // call, and a captured table was retained and released six times a link through the scan.
    let trie = Unmanaged.passUnretained(trie)
    LinkScanner.scan(
      url, configuration: configuration, refused: { _ in },
      { link in
        trie._withUnsafeGuaranteedRef { trie in
          if let record = RouteMatcher.route(of: link, in: trie) {
            body(MatchedLink(record: record, link: link.decoded, trie: trie), link)
          }
        }
      })
  }

  /// `withMatch(_:_:)` for the text `url` was made from, read as `match(_: URL)` reads it.
  @inlinable
  public func withMatch<Value>(_ url: URL, _ body: (MatchedLink) -> Value?) -> Value? {
    var value: Value?
    matchInPlace(url) { value = body($0) }
    return value
  }

  /// `matchInPlace(_: String, _:)` for the text `url` was made from, reading Foundation's copy of
  /// the given text (`dataRepresentation`, a third of the cost of making the URL) only on a hit.
  ///
  /// A repair only escapes what the matcher refuses in the given text (a byte no link may hold, a
  /// `%` that starts no escape, a non-ASCII host; `URL.linkText`), or a stray `%` in a fragment,
  /// which no match reads: so when the URL's own text matches nothing, neither does the given
  /// text. One that matches is checked against the given text before `body` runs, and when the two
  /// differ the given text is matched instead, so `body` sees only what the given text gives. The
  /// marks of a repair are looked for only then, on a hit, and read from what the scan found
  /// (`ScannedLink.mayBeRepaired`): a miss costs the match alone, a hit without an escape little more.
  @usableFromInline
  func matchInPlace(_ url: URL, _ body: (MatchedLink) -> Void) {
    guard url.baseURL == nil else { return matchInPlace(url.linkText, body) }
    let text = url.relativeString
    var wasRepaired = false
    matchInPlace(text) { match, link in
      if !link.mayBeRepaired || url.isGivenText(text) {
        body(match)
      } else {
        wasRepaired = true
      }
    }
    if wasRepaired { matchInPlace(url.linkText, body) }
  }

  /// Matches the text `url` was made from: `absoluteString`, unless Foundation repaired the text, in
  /// which case the text as given is matched (and refused), exactly as `match(_: String)` would.
  /// Foundation's own parsing of the URL is never used (docs/DeepLinks.md, "Reading a URL").
  public func match(_ url: URL) -> LinkMatchResult {
    match(url.linkText)
  }
}
