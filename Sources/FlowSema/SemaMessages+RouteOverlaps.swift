import FlowSyntax

/// FL0304's wording: one overlapping pair of routes, which wins, and when the link falls back.
extension SemaMessages {
  /// `fallback` names the ways a link fails the winner and opens the other route instead, with
  /// one such link.
  static func overlappingRoutePair(
    _ pattern: String, _ other: String, url: String, winner: String,
    fallback: (ways: [OverlapFallbackWay], link: String)?
  ) -> String {
    var text =
      "routes '\(pattern)' and '\(other)' both match URLs such as '\(url)'; '\(winner)' wins"
    if let fallback, !fallback.ways.isEmpty {
      let loser = winner == pattern ? other : pattern
      text +=
        ", but a link \(alternatives(fallback.ways.map(\.phrase))), such as '\(fallback.link)', falls back to "
        + "'\(loser)'"
    }
    return text
  }

  /// FL0304 for two routes whose first literals differ only in case: a custom-scheme link's host
  /// compares case-insensitively, so the matcher reads it as written, then lowercased.
  static func routesDifferingInHostCase(
    _ pattern: String, _ other: String, url: String, capitalized: String, lowercase: String,
    host: String
  ) -> String {
    "routes '\(pattern)' and '\(other)' both match custom-scheme links such as '\(url)', whose host "
      + "compares case-insensitively: '\(capitalized)' opens a link whose host is spelled '\(host)' "
      + "exactly, and '\(lowercase)' every other spelling"
  }

  static let routesDifferingInHostCaseHelp =
    "to open one route whatever the spelling, remove one of them (written in lowercase they are "
    + "the same route); when the case of the universal-link path matters, accept this with "
    + "`// flowc:ignore FL0304` on this route"

  /// Said after the last overlap reported for a route when more routes overlap it than are listed.
  static func unlistedOverlaps(_ count: Int, pattern: String) -> String {
    let routes = count == 1 ? "1 more route overlaps" : "\(count) more routes overlap"
    return " (\(routes) '\(pattern)' and \(count == 1 ? "is" : "are") not listed)"
  }

  /// How a link fails the winning route's query and so goes on to the other route.
  enum OverlapFallbackWay {
    /// A required item the other route does not require is absent.
    case missing(String)
    /// An item's value does not parse as its type.
    case notOfType(String, ValueType)
    /// An item the other route does not read is given twice.
    case repeated(String)

    var phrase: String {
      switch self {
      case .missing(let key): "that has no '\(key)'"
      case .notOfType(let key, let type): "whose '\(key)' is not \(article(type)) \(type.swiftName)"
      case .repeated(let key): "that gives '\(key)' twice"
      }
    }

    private func article(_ type: ValueType) -> String {
      type == .int ? "an" : "a"
    }
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func alternatives(_ phrases: [String]) -> String {
    WordList.joined(phrases, "or")
  }
}
