import FlowCompiler
import Foundation
import Testing

/// The example specs state signed-in and signed-out outcomes with `expect ... when`; each line fails
/// with its exact diagnostic when it says something else, so none of them holds by accident.
@Suite struct SpecConditionExpectationTests {
  /// The spec at `path` with its line `line` replaced by `replacement`, checked as `flowc check`
  /// checks it: the diagnostics, the line they sit on first.
  static func diagnostics(_ path: String, replacing line: String, with replacement: String)
    throws -> (line: Int, lines: [String])
  {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var specLines = text.components(separatedBy: "\n")
    let index = try #require(specLines.firstIndex(of: line), "\(path) has no line \(line)")
    specLines[index] = replacement
    let name = URL(fileURLWithPath: path).lastPathComponent
    return (index + 1, lines(checked(specLines.joined(separator: "\n"), path: name)))
  }

  @Test(arguments: [
    (
      "Specs/Storefront/Storefront.flow",
      #"expect "storefront://checkout" when !session -> held, then session -> [Cart, Checkout] in cart"#,
      #"expect "storefront://checkout" when !session -> [Cart, Checkout] in cart"#,
      [
        "'storefront://checkout' when !session is held until session holds, instead of landing on Cart > Checkout in cart",
        "  note: route '/checkout' matched it",
        // The line the spec has: the note writes it back.
        "  note: it lands there once session holds; an expect says so with "
          + "`-> held, then session -> [Cart, Checkout] in cart`",
      ]
    ),
    (
      "Specs/Storefront/Storefront.flow",
      #"expect "storefront://cart" when !session -> Cart in cart"#,
      #"expect "storefront://cart" when !session -> held"#,
      [
        "'storefront://cart' when !session lands on Cart in cart at once, but was expected to be held",
        "  note: route '/cart' matched it",
      ]
    ),
    (
      "Specs/Storefront/Storefront.flow",
      #"expect "storefront://account" when !session -> held, then session -> AccountHome in account"#,
      #"expect "storefront://account" when !session -> held, then premium -> AccountHome in account"#,
      [
        "once premium holds, 'storefront://account' is still held until session holds, instead of landing on AccountHome in account",
        "  note: route '/account' matched it",
      ]
    ),
    (
      "Specs/Compose/Compose.flow",
      #"expect "compose://help" when !session -> Help over current"#,
      #"expect "compose://help" when !session -> Help in inbox"#,
      [
        #"'compose://help' when !session lands on Welcome > Help(topic: "") over current, not Help in inbox"#,
        "  note: route '/help?topic={topic}' matched it",
      ]
    ),
    (
      "Specs/Compose/Compose.flow",
      #"expect "compose://compose?to=ann" when !session -> held, then session -> [Inbox, Compose(to: "ann")] in inbox"#,
      #"expect "compose://compose?to=ann" when !session -> held, then session -> Compose(to: "ann") over current"#,
      [
        #"once session holds, 'compose://compose?to=ann' lands on Inbox > Compose(to: "ann") in inbox, not Compose(to: "ann") over current"#,
        "  note: route '/compose?to={to}' matched it",
        "  note: only `over current` differs: the link moves the user to its landing's place "
          + "rather than opening over wherever they are",
      ]
    ),
  ])
  func aWrongConditionLineFailsWithItsDiagnostic(
    _ path: String, _ line: String, _ wrong: String, _ expected: [String]
  ) throws {
    let name = URL(fileURLWithPath: path).lastPathComponent
    #expect(try Self.diagnostics(path, replacing: line, with: line).lines == [])
    let (number, printed) = try Self.diagnostics(path, replacing: line, with: wrong)
    #expect(printed == ["\(name):\(number):8 FL0400 " + expected[0]] + expected.dropFirst())
  }
}
