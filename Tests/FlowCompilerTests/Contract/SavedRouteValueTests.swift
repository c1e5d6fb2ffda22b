import FlowCompiler
import FlowSyntax
import Testing

/// `Compiler.diff` on the values of a route case that keeps its name (FL0516): saved routes decode
/// by case name and value labels, so a renamed placeholder or a narrower type loses them while
/// every link still opens (an update review found `flowc diff` silent about both).
@Suite struct SavedRouteValueTests {
  private func codes(_ old: String, _ new: String) -> [String] {
    diffed(CaseNameAndCaptureTests.spec(old), CaseNameAndCaptureTests.spec(new)).diagnostics
      .map(\.code.rawValue)
  }

  @Test func aRenamedPlaceholderLosesSavedRoutes() {
    let report = diffed(
      CaseNameAndCaptureTests.spec(#"route "/files/{path}" -> Files"#),
      CaseNameAndCaptureTests.spec(
        #"route "/files/{p}" -> Files(path: p)"#))
    #expect(
      lines(report) == [
        "new:9:7 FL0516 routes saved as 'ARoute.files' by the old spec no longer decode: 'p' is new "
          + "and required, and saved routes have none"
      ])
    #expect(report.diagnostics.first?.severity == .warning)
  }

  /// A value with a default renamed: saved routes still decode, but with the new value at its
  /// default and the saved one ignored (the tools round built both versions: `note: "hello"` came
  /// back as `text: nil`). A value removed, or one added, alone says nothing.
  @Test func aRenamedValueWithADefaultIsReplacedByItsDefault() {
    let item = { (parameter: String) in
      """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(\(parameter): String = "")
      route "/item?note={\(parameter)}" -> Item

      """
    }
    #expect(
      lines(diffed(item("note"), item("text"))) == [
        "new:5:7 FL0516 routes saved as 'ARoute.item' by the old spec decode, but their saved "
          + "'note' is no longer read, and the new 'text' takes its default"
      ])
    let removed = item("note").replacingOccurrences(of: "?note={note}", with: "")
      .replacingOccurrences(of: "Item(note: String = \"\")", with: "Item")
    #expect(lines(diffed(item("note"), removed)).allSatisfy { !$0.contains("FL0516") })
    // Beside a value no saved route reads, nothing decodes, so nothing takes a default.
    let retyped = { (parameter: String, type: String) in
      item(parameter).replacingOccurrences(of: "Item(", with: "Item(id: \(type), ")
        .replacingOccurrences(of: "/item?", with: "/item/{id}?")
    }
    #expect(
      lines(diffed(retyped("note", "Int"), retyped("text", "String"))).filter {
        $0.contains("FL0516")
      } == [
        "new:5:7 FL0516 routes saved as 'ARoute.item' by the old spec no longer decode: 'id' was "
          + "Int and is now String"
      ])
  }

  /// A spec whose one route lands on `Order(id:)` of `type`.
  private static func order(_ type: String) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Order }
    screen Order(id: \(type))
    route "/o/{id}" -> Order

    """
  }

  /// `Int` to `String`: links still match, but a saved `{"id":42}` is no string.
  @Test func aTypeSavedValuesDoNotReadIsReported() {
    let found = lines(diffed(Self.order("Int"), Self.order("String"))).filter {
      $0.contains("FL0516")
    }
    #expect(
      found == [
        "new:5:7 FL0516 routes saved as 'ARoute.order' by the old spec no longer decode: 'id' was "
          + "Int and is now String"
      ])
    #expect(
      !lines(diffed(Self.order("Int"), Self.order("Double"))).contains { $0.contains("FL0516") })
  }

  /// `Double` to `Int`: a saved `{"id":2}` (a whole number is saved without a fraction) still
  /// reads, a saved 2.5 does not, so the note says "may" and which values (a new-users team read
  /// "no longer decode" as every saved route lost, which the runtime does not do).
  @Test func aTypeOnlySomeSavedValuesReadSaysWhich() {
    let unread: String =
      "  note: routes saved as 'ARoute.order' by the old spec may no longer decode: 'id' was "
      + "Double and is now Int, which reads only saved whole numbers within Int's range"
    #expect(lines(diffed(Self.order("Double"), Self.order("Int"))).contains(unread))
  }

  /// What still decodes says nothing: a wider type, a removed value, a new optional one, a
  /// placeholder renamed to one with the same Swift label (`{ID}` and `{id}` are both `id:`, the
  /// key saved routes are read by).
  @Test(arguments: [
    (#"route "/p/{ID}" -> ProjectDetail(id: ID)"#, #"route "/p/{id}" -> ProjectDetail"#),
    (#"route "/files/{path}" -> Files"#, #"route "/files/{path...}" -> Files"#),
    (#"route "/p/{id}" -> ProjectDetail"#, #"route "/p/{id}?tab={tab}" -> ProjectDetail"#),
  ])
  func whatStillDecodesIsQuiet(old: String, new: String) {
    #expect(!codes(old, new).contains("FL0516"))
  }
}
