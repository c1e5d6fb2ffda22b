import FlowSyntax
import Testing

@Suite struct FormatterTests {
  private func format(_ text: String) -> String? {
    Formatter.format(SourceFile(path: "test.flow", text: text))
  }

  @Test func expectationsWithConditionsFormatOnOneCanonicalLine() {
    let messy = """
      expect "a://o/1"   when  ! session ,? check,premium->held ,then session ,check->[ O , D(id:1) ]in t
      expect "a://o/1" when !session->held
      expect "a://o/1" when !session->held,then ! onboarded , next,signedIn->held
      expect "a://o/1" when !session -> held , then back->dropped
      expect "a://o/1" when !session->held,then session->held ,  then verified->D(id:1)
      expect "a://o/2"
        when premium
        -> D(id: 2)

      """
    let expected = """
      expect "a://o/1" when !session, ?check, premium -> held, then session, check -> [O, D(id: 1)] in t
      expect "a://o/1" when !session -> held
      expect "a://o/1" when !session -> held, then !onboarded, next, signedIn -> held
      expect "a://o/1" when !session -> held, then back -> dropped
      expect "a://o/1" when !session -> held, then session -> held, then verified -> D(id: 1)
      expect "a://o/2" when premium -> D(id: 2)

      """
    #expect(format(messy) == expected)
    #expect(format(expected) == expected)
  }

  /// A route on one line whose list holds a comment is split one screen per line; the comment
  /// that ended the line ends the first line still, so a `// flowc:ignore` there covers the route
  /// as before (CLI review: after `]` it covered nothing, and formatting failed a strict build).
  @Test func aCommentEndingAOneLineRouteStaysOnItsFirstLine() {
    let oneLine = """
      route "/o" -> [Item(q: "o"), /* via item */ Other] // flowc:ignore FL0304
      route "/x" -> [
        Item(q: "x"), /* y */
        Other,
      ] // after the bracket

      """
    let expected = """
      route "/o" -> [ // flowc:ignore FL0304
        Item(q: "o"), /* via item */
        Other,
      ]
      route "/x" -> [
        Item(q: "x"), /* y */
        Other,
      ] // after the bracket

      """
    #expect(format(oneLine) == expected)
    #expect(format(expected) == expected)
  }

  /// A comment written after code before the first parameter goes on that first line too, before
  /// the moved comment, never inside it (the tools review found `screen Y( // flowc:ignore FL0210
  /// /* c */`, which read `/*`, `c` and `*/` as three unknown codes, FL0017).
  @Test func aCommentBeforeTheFirstParameterGoesBeforeTheMovedComment() {
    let oneLine = """
      screen Y(/* c */ a: Int = 1) { push Home } // flowc:ignore FL0210
      route "/o" -> [/* first */ Item(q: "o"), Other] // flowc:ignore FL0304

      """
    let expected = """
      screen Y( /* c */ // flowc:ignore FL0210
        a: Int = 1,
      ) {
        push Home
      }

      route "/o" -> [ /* first */ // flowc:ignore FL0304
        Item(q: "o"),
        Other,
      ]

      """
    #expect(format(oneLine) == expected)
    #expect(format(expected) == expected)
  }

  /// The same for a block or a parameter list written on one line.
  @Test func aCommentEndingAOneLineBlockStaysOnItsFirstLine() {
    let oneLine = """
      app A { scheme "a" } // the app
      screen X(a: Int, /* c */ b: Int) { push Home } // flowc:ignore FL0210
      screen Y { push Home } // flowc:ignore FL0210
      screen Z(id: Int) { push Home } // after a parameter list kept on one line
      screen V { push Home } screen W { push Home } // ends W, not V

      """
    let expected = """
      app A { // the app
        scheme "a"
      }

      screen X( // flowc:ignore FL0210
        a: Int, /* c */
        b: Int,
      ) {
        push Home
      }

      screen Y { // flowc:ignore FL0210
        push Home
      }

      screen Z(id: Int) { // after a parameter list kept on one line
        push Home
      }

      screen V {
        push Home
      }

      screen W { // ends W, not V
        push Home
      }

      """
    #expect(format(oneLine) == expected)
    #expect(format(expected) == expected)
  }

  @Test func archonIsAlreadyCanonical() throws {
    let source = try specSource("Archon")
    let formatted = try #require(Formatter.format(source))
    #expect(formatted == String(decoding: source.bytes, as: UTF8.self))
  }

  @Test func canonicalLayout() {
    let messy = """
      // Top comment.
      app   A{scheme "a" ; host "a.example"   restore tab}
      condition c
      event e1


      event e2
      phase p requires c { check c ? q : r }
      phase q {
      root S // trailing
         /// The tab.
          default   tab t "T" icon "i" root S
          on e1->r animated
      }
      screen S(id: Int,name:String? = nil){push T,U
      present V}
      screen T
      screen U(
        /// Docs force one parameter per line.
        x: Int
      )
      route "/s/{id}"->[S(id:id),T]in t stack push
      expect "a://s/1"->nothing
      """
    let expected = """
      // Top comment.
      app A {
        scheme "a"
        host "a.example"
        restore tab
      }

      condition c

      event e1

      event e2

      phase p requires c {
        check c ? q : r
      }

      phase q {
        root S // trailing
        /// The tab.
        default tab t "T" icon "i" root S
        on e1 -> r animated
      }

      screen S(id: Int, name: String? = nil) {
        push T, U
        present V
      }

      screen T

      screen U(
        /// Docs force one parameter per line.
        x: Int,
      )

      route "/s/{id}" -> [S(id: id), T] in t stack push

      expect "a://s/1" -> nothing

      """
    #expect(format(messy) == expected)
    #expect(format(expected) == expected)
  }

  /// `///` lines that document nothing (the parser drops them with the token they precede) are kept
  /// where they stood: after `app A {`, before `scheme`, `root`, `on`, `push`, `}`, inside a landing
  /// list, and at the end of the file.
  @Test func keepsDocCommentsThatDocumentNothing() {
    let input = """
      app A { /// after the brace
      ///before scheme
      scheme "a"
      ///   before the brace
      }
      phase main {
      /// before root
      root Home
      /// before on
      on e -> main
      }
      event e
      screen Home {
      /// before push
      push Detail
      }
      screen Detail(id: Int)
      route "/d/{id}" -> [Home,
      /// inside the list
      Detail(id: id)] in main
      /// at the end
      """
    let expected = """
      app A { /// after the brace
        /// before scheme
        scheme "a"
        ///   before the brace
      }

      phase main {
        /// before root
        root Home
        /// before on
        on e -> main
      }

      event e

      screen Home {
        /// before push
        push Detail
      }

      screen Detail(id: Int)

      route "/d/{id}" -> [
        Home,
        /// inside the list
        Detail(id: id),
      ] in main
      /// at the end

      """
    #expect(format(input) == expected)
    #expect(format(expected) == expected)
  }

  /// A stray `///` printed just before a parameter documents it from then on; the result is already
  /// settled, so formatting it again changes nothing.
  @Test func aStrayDocBeforeAParameterSettlesInOneFormat() {
    let input = "screen S\n///\n(\nid: Int,\nname: String)\n"
    let expected = "screen S(\n  ///\n  id: Int,\n  name: String,\n)\n"
    #expect(format(input) == expected)
    #expect(format(expected) == expected)
  }

  @Test func routeCaseNameFollowsTheLanding() {
    let messy = #"route "/p/{id}"->[P(id:id)]in t   as   shortLink stack push"# + "\n"
    let expected = #"route "/p/{id}" -> [P(id: id)] in t as shortLink stack push"# + "\n"
    #expect(format(messy) == expected)
    #expect(format(expected) == expected)
  }

  @Test func refusesFilesWithSyntaxErrors() {
    #expect(format("phase p {") == nil)
  }
}
