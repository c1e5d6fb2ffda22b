import Foundation

/// Takes a link apart with the checks of docs/Language.md (`Matching`, rules 1, 2, 4 and 5), without
/// Foundation's URL parsing; `RouteTable` uses the same scanner.
public struct LinkParser: Hashable, Sendable {
  /// The schemes and hosts links must use.
  public let configuration: LinkConfiguration

  /// A parser for one app's links.
  public init(configuration: LinkConfiguration) {
    self.configuration = configuration
  }

  /// The decoded parts of `url`, or why it is refused.
  public func parse(_ url: String) -> Result<ParsedLink, LinkRejection> {
    LinkScanner.scan(url, configuration: configuration) { link in
      let segments = link.decoded.segments.map(link.decoded.text)
      let host: String
      if link.layout.isUniversalLink {
        let span = link.layout.host
        host = URLBytes.lowercasedText(
          UnsafeBufferPointer(rebasing: link.source[span.start..<span.end]))
      } else {
        host = String(decoding: (segments.first ?? "").utf8.map(URLBytes.lowercased), as: UTF8.self)
      }
      let scheme = link.layout.scheme
      return ParsedLink(
        scheme: URLBytes.lowercasedText(
          UnsafeBufferPointer(rebasing: link.source[scheme.start..<scheme.end])),
        host: host,
        isUniversalLink: link.layout.isUniversalLink,
        segments: segments,
        query: link.decoded.queryItems.map {
          ParsedLink.QueryItem(key: link.decoded.text($0.key), value: link.decoded.text($0.value))
        })
    }
  }

  /// Parses the text `url` was made from, as `RouteTable.match(_: URL)` reads it (a link Foundation
  /// repaired is refused as its text is); Foundation's own parsing of the URL is never used.
  public func parse(_ url: URL) -> Result<ParsedLink, LinkRejection> {
    parse(url.linkText)
  }
}
