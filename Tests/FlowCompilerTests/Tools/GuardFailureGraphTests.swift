import FlowSema
import Testing

@testable import FlowCompiler
@testable import FlowTools

/// A guard's `else` is drawn, so a paywall shown only through `else present` has an edge and a
/// phase entered only through `else ->` is reached (found by a new-user review).
@Suite struct GuardFailureGraphTests {
  static let spec = """
    app Gated { scheme "gated" }
    condition session
    condition premium
    condition verified
    event signedIn
    phase shop {
      default tab browse "Browse" icon "bag" root Catalog
      tab account "Account" icon "person" root AccountHome requires session else -> welcome
    }
    phase welcome {
      root Welcome
      on signedIn -> shop
    }
    screen Catalog {
      push Locked
      present Checkout
    }
    screen Locked requires premium, verified else present Paywall
    cover Checkout requires session else present SignIn
    sheet SignIn
    cover Paywall
    screen AccountHome
    screen Welcome
    """

  @Test func mermaidDrawsEachElseWithWhatFails() throws {
    #expect(
      GraphFormat.mermaid.render(try model(Self.spec)) == """
        flowchart TD
          app(("Gated"))
          phase_shop(["phase shop"])
          phase_welcome(["phase welcome"])
          screen_Catalog["Catalog"]
          screen_Locked["Locked<br/>requires premium, verified"]
          screen_Checkout{{"Checkout<br/>cover<br/>requires session"}}
          screen_SignIn("SignIn<br/>sheet")
          screen_Paywall{{"Paywall<br/>cover"}}
          screen_AccountHome["AccountHome"]
          screen_Welcome["Welcome"]
          subgraph tabs_shop ["tabs of shop"]
            tab_browse[/"Browse (default)<br/>tab browse"/]
            tab_account[/"Account<br/>tab account<br/>requires session"/]
          end
          app ==> phase_shop
          phase_shop --> tab_browse
          tab_browse -->|"root"| screen_Catalog
          phase_shop --> tab_account
          tab_account -->|"root"| screen_AccountHome
          tab_account -.-o|"!session"| phase_welcome
          phase_welcome -->|"root"| screen_Welcome
          phase_welcome ==>|"signedIn"| phase_shop
          screen_Catalog --> screen_Locked
          screen_Catalog -.->|"cover"| screen_Checkout
          screen_Locked -.-o|"!premium or !verified"| screen_Paywall
          screen_Checkout -.-o|"!session"| screen_SignIn

        """)
  }

  @Test func dotDrawsEachElseDashedWithACircle() throws {
    let dot = GraphFormat.dot.render(try model(Self.spec))
    let elseLines = dot.split(separator: "\n").filter { $0.contains("odot") }
    #expect(
      elseLines == [
        #"  "tab_account" -> "phase_welcome" [label="!session", style=dashed, arrowhead=odot];"#,
        #"  "screen_Locked" -> "screen_Paywall" [label="!premium or !verified", style=dashed, arrowhead=odot];"#,
        #"  "screen_Checkout" -> "screen_SignIn" [label="!session", style=dashed, arrowhead=odot];"#,
      ])
  }
}
