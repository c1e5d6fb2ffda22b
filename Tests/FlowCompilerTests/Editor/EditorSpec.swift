import FlowSyntax

@testable import FlowCompiler
@testable import FlowTools

/// A small spec with every kind of name, and helpers to find offsets in it by the text around them.
enum EditorSpec {
  static let text = """
    /// The app.
    app Shop {
      scheme "shop"
    }

    /// A session token is stored.
    condition session
    /// Sign-in succeeded.
    event signedIn
    event closed

    /// Checks the session first.
    phase launch {
      check session ? main : main
    }

    /// The signed-in app.
    phase main {
      /// Things to buy.
      default tab home "Home" icon "house" root Home
      tab orders "Orders" icon "bag" root Orders requires session else present SignIn
      on closed -> launch
    }

    /// The storefront.
    /// Second line.
    screen Home {
      push Product, Orders
      present SignIn, Intro
    }

    screen Orders
    screen Product(id: Int)

    /// Sign in or create an account.
    sheet SignIn {
      on signedIn -> dismiss
    }

    cover Intro {
      on closed -> dismiss
    }

    route "/products/{id}" -> Product in home

    /// Opens a product from a short link.
    route "/p/{id}" -> Product in home as productLink
    route "/intro" -> Intro over current as introLink
    expect "shop://intro" -> Intro over current
    expect "shop://p/1" when !session -> held, then session, signedIn, closed -> Product(id: 1) in home

    screen Checkout requires session else -> launch

    """

  static let document = EditorDocument(path: "shop.flow", text: text)

  /// The byte offset of the `occurrence`th (1-based) `needle` in `text`, plus `plus` bytes.
  static func offset(of needle: String, _ occurrence: Int = 1, plus: Int = 0) -> Int {
    offset(of: needle, in: text, occurrence, plus: plus)
  }

  static func offset(of needle: String, in text: String, _ occurrence: Int = 1, plus: Int = 0)
    -> Int
  {
    var searchStart = text.startIndex
    var found = text.startIndex
    for _ in 0..<occurrence {
      guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
        fatalError("'\(needle)' occurs fewer than \(occurrence) times")
      }
      found = range.lowerBound
      searchStart = range.upperBound
    }
    return text.utf8.distance(from: text.utf8.startIndex, to: found) + plus
  }

  /// The range of `name` where it follows `prefix` (such as `screen ` in `screen Home`).
  static func range(of name: String, after prefix: String, _ occurrence: Int = 1) -> SourceRange {
    range(of: name, after: prefix, occurrence, in: text)
  }

  static func range(of name: String, after prefix: String, _ occurrence: Int = 1, in text: String)
    -> SourceRange
  {
    let start = offset(of: prefix + name, in: text, occurrence, plus: prefix.utf8.count)
    return SourceRange(start: start, end: start + name.utf8.count)
  }
}
