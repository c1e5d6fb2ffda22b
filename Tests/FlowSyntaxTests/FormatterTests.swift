import FlowSyntax
import Testing

@Suite struct FormatterTests {
  private func format(_ text: String) -> String? {
    Formatter.format(SourceFile(path: "test.flow", text: text))
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
