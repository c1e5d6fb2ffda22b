import Foundation

extension URL {
  /// The link text a `URL` stands for, so that `RouteTable.match(_: URL)` and `Navigator.open(url:)`
  /// give the same answer as their `String` forms for the text the URL was made from.
  ///
  /// `URL(string:)` repairs text it considers invalid before `absoluteString` can be read: it
  /// percent-encodes spaces, stray `%`, `"`, `|`, `[`, non-ASCII bytes and controls, and IDNA-encodes
  /// a non-ASCII host (`bücher` -> `xn--bcher-kva`). Such text is refused by the matcher, but its
  /// repaired form might match. swift-foundation keeps the text as given in `dataRepresentation` for
  /// every component it repaired (and `relativeString` otherwise), so when the two differ the given
  /// text is what gets matched, and it is refused with the same reason as the `String` entry point.
  /// A base URL is checked the same way. Not detectable: a host that Unicode's IDNA mapping turns
  /// into plain ASCII (fullwidth letters, `。`, a soft hyphen or zero-width space dropped) gives a URL
  /// equal to the one made from the ASCII text, and is read as that (docs/DeepLinks.md).
  var linkText: String {
    var part: URL? = self
    while let url = part {
      let given = String(decoding: url.dataRepresentation, as: UTF8.self)
      if given != url.relativeString { return given }
      part = url.baseURL
    }
    return absoluteString
  }
}
