import FlowSyntax
import Testing

@testable import FlowSema

/// FL0302's fix-it: a route's one unused placeholder is given to the one parameter the screen the
/// link shows keeps at its default, when their names say they are one thing. The help offered that
/// binding already, and the new-users teams had to type it out; a guess `check --fix` applies for
/// them must never give a link's value to the wrong parameter, so anything less gets help alone.
struct UnusedPlaceholderFixItTests {
  /// Home pushes every screen; `routes` follow on line 9.
  private static func spec(_ routes: String) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Other, Two, Receipt, Files }
    screen Other(itemId: Int, tab: String = "x")
    screen Two(a: String = "", b: String = "")
    screen Receipt(id: String = "")
    screen Files(path: Int = 0)
    \(routes)
    """
  }

  /// The route's FL0302, which must be its only diagnostic.
  private func unused(_ route: String) throws -> Diagnostic {
    let diagnostics = check(Self.spec(route)).0.diagnostics
    #expect(diagnostics.map(\.code) == [.unusedPlaceholder])
    return try #require(diagnostics.first)
  }

  @Test(arguments: [
    // Words of the parameter begin the placeholder's; the step's arguments are kept.
    (
      #"route "/other/{itemId}/{tabName}" -> [Home, Other(itemId: itemId)]"#,
      "write 'Other(itemId: itemId, tab: tabName)'",
      #"route "/other/{itemId}/{tabName}" -> [Home, Other(itemId: itemId, tab: tabName)]"#
    ),
    // A hyphenated placeholder, and a step with no argument list yet.
    (
      #"route "/other/{tab-name}" -> Other(itemId: 1)"#,
      "write 'Other(itemId: 1, tab: tab-name)'",
      #"route "/other/{tab-name}" -> Other(itemId: 1, tab: tab-name)"#
    ),
    // Named as the screen's own value: `receiptId` for `Receipt`'s `id`.
    (
      #"route "/r/{receiptId}" -> Receipt"#,
      "write 'Receipt(id: receiptId)'",
      #"route "/r/{receiptId}" -> Receipt(id: receiptId)"#
    ),
  ])
  func theOneUnusedPlaceholderIsGivenTheOneDefaultedParameterItNames(
    route: String, message: String, fixed: String
  ) throws {
    let fixIt = try #require(try unused(route).fixIt)
    #expect(fixIt.message == message)
    let text = applying(fixIt, to: Self.spec(route))
    #expect(text == Self.spec(fixed))
    #expect(rendered(text) == [])
  }

  @Test(arguments: [
    // Two parameters at their defaults: which one is meant is a guess.
    #"route "/two/{aName}" -> Two"#,
    // A shared `id` alone: an order's id is not the receipt's.
    #"route "/r/{orderId}" -> Receipt"#,
    // A catch-all binds only a String.
    #"route "/f/{filePath...}" -> Files"#,
    // Two unused placeholders: which one is the tab is a guess.
    #"route "/other/{x}/{tabName}" -> Other(itemId: 1)"#,
    // A placeholder whose type is written is offered no parameter at all.
    #"route "/other/{tabName: Int}" -> Other(itemId: 1)"#,
  ])
  func anythingLessThanOneBindingTheNamesSayGetsHelpAlone(route: String) throws {
    let diagnostics = check(Self.spec(route)).0.diagnostics
    let unused = diagnostics.filter { $0.code == .unusedPlaceholder }
    #expect(!unused.isEmpty)
    #expect(unused.allSatisfy { $0.fixIt == nil && $0.help != nil })
  }

  @Test func wordsAreSplitAtCapitalsHyphensAndUnderscores() {
    #expect(PlaceholderNaming.sharesWords("tabName", with: "tab"))
    #expect(PlaceholderNaming.sharesWords("seconds", with: "startSeconds"))
    #expect(PlaceholderNaming.sharesWords("item-id", with: "itemId"))
    #expect(PlaceholderNaming.sharesWords("item_id", with: "ItemId"))
    #expect(!PlaceholderNaming.sharesWords("orderId", with: "id"))
    #expect(!PlaceholderNaming.sharesWords("ref", with: "referrer"))
    #expect(!PlaceholderNaming.sharesWords("newTabName", with: "tab"))
  }
}
