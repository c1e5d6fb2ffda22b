import FlowSema
import Foundation
import Testing

@testable import FlowCompiler
@testable import FlowTools

@Suite struct GraphTests {
  /// What the runtime never does is not drawn: a pushed screen's handlers (FL0216), and what a
  /// check phase presents, on entry or on an event, since it shows nothing (the tools round drew
  /// all 37 such handlers of its random specs as arrows); its `-> phase` handler runs, and is
  /// drawn (the review).
  @Test func whatNeverRunsIsNotDrawn() throws {
    let spec = """
      app G { scheme "g" }
      condition c
      event e
      event f
      phase launch {
        check c ? main : other
        present Never
        on f -> present Never
        on e -> other
      }
      phase main {
        root H
        on e -> other
      }
      phase other { root O }
      screen H {
        push D
        present Sh
        on f -> present Sh
        on e -> other
      }
      sheet Sh {
        on e -> other
      }
      screen D
      screen O
      sheet Never

      """
    let edges = FlowGraph(try model(spec)).edges.map {
      "\($0.from) -> \($0.to)" + ($0.label.map { " " + $0 } ?? "")
    }
    let expected: [String] = [
      "app -> phase_launch", "phase_launch -> phase_main c", "phase_launch -> phase_other else",
      "phase_launch -> phase_other e", "phase_main -> screen_H root", "phase_main -> phase_other e",
      "phase_other -> screen_O root",
      "screen_H -> screen_D", "screen_H -> screen_Sh sheet", "screen_Sh -> phase_other e",
    ]
    #expect(edges == expected)
  }

  @Test func mermaidForTheShop() throws {
    #expect(GraphFormat.mermaid.render(try model(shopSpec)) == Self.shopMermaid)
  }

  @Test func dotForTheShop() throws {
    #expect(GraphFormat.dot.render(try model(shopSpec)) == Self.shopDOT)
  }

  @Test func archonMermaidIsCommittedAsDocsArchonMmd() throws {
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/Archon.mmd"), encoding: .utf8)
    #expect(committed == GraphFormat.mermaid.render(try archonModel()))
  }

  @Test func readmeEmbedsTheCurrentArchonGraph() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(readme.firstRange(of: "```mermaid\n").map { readme[$0.upperBound...] })
    let end = try #require(block.firstRange(of: "```\n"))
    #expect(String(block[..<end.lowerBound]) == GraphFormat.mermaid.render(try archonModel()))
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("say \"hi\"", "say #quot;hi#quot;"),
    ("#1 <b>&</b>", "#35;1 #lt;b#gt;#amp;#lt;/b#gt;"),
    ("/a/{b}/[c]", "/a/{b}/[c]"),
    ("line\nbreak`", "line break#96;"),
  ])
  func mermaidEscaping(text: String, escaped: String) {
    #expect(MermaidRenderer.escape(text) == escaped)
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("say \"hi\"", "say \\\"hi\\\""),
    ("back\\slash", "back\\\\slash"),
    ("tab\there", "tab here"),
  ])
  func dotEscaping(text: String, escaped: String) {
    #expect(DOTRenderer.escape(text) == escaped)
  }

  @Test func nodeIDsAreSafe() {
    #expect(FlowGraph.phaseID("code-browser") == "phase_code_browser")
    #expect(FlowGraph.safe("a.b") == "a_x2E_b")
  }

  /// Phase `a` with tab `b_c` and phase `a_b` with tab `c` once shared the id `tab_a_b_c`, so the
  /// graph drew one tab with both roots (the docs review).
  @Test func tabsOfPhasesWhoseNamesRunTogetherStayTwoNodes() throws {
    let spec = """
      app A { scheme "a" }
      event go
      phase a {
        default tab b_c "One" icon "x" root R1
        on go -> a_b
      }
      phase a_b { default tab c "Two" icon "y" root R2 }
      screen R1
      screen R2

      """
    let mermaid = GraphFormat.mermaid.render(try model(spec))
    #expect(mermaid.contains(#"tab_b_c[/"One (default)<br/>tab b_c"/]"#))
    #expect(mermaid.contains(#"tab_c[/"Two (default)<br/>tab c"/]"#))
    #expect(mermaid.contains("tab_b_c -->|\"root\"| screen_R1\n"))
    #expect(mermaid.contains("tab_c -->|\"root\"| screen_R2\n"))
  }

  static let shopMermaid = #"""
    flowchart TD
      app(("Shop"))
      phase_launch{"phase launch<br/>check session"}
      phase_welcome(["phase welcome"])
      phase_main(["phase main<br/>requires session"])
      screen_Welcome["Welcome"]
      screen_Home["Home"]
      screen_Item["Item"]
      screen_Filters("Filters<br/>sheet")
      screen_Cart["Cart"]
      route_0>"/items/{id}?ref={ref}"]
      route_1>"/caf%C3%A9/{rest...}"]
      subgraph tabs_main ["tabs of main"]
        tab_home[/"Home #quot;#35;1#quot; (default)<br/>tab home"/]
        tab_cart[/"Cart<br/>tab cart"/]
      end
      app ==> phase_launch
      phase_launch ==>|"session"| phase_main
      phase_launch ==>|"else"| phase_welcome
      phase_welcome -->|"root"| screen_Welcome
      phase_welcome ==>|"signedIn (animated)"| phase_main
      phase_main --> tab_home
      tab_home -->|"root"| screen_Home
      phase_main --> tab_cart
      tab_cart -->|"root"| screen_Cart
      screen_Home --> screen_Item
      screen_Home -.->|"sheet"| screen_Filters
      route_0 -.->|"tab home"| screen_Item
      route_1 -.->|"tab home"| screen_Filters

    """#

  static let shopDOT = #"""
    digraph "Shop" {
      rankdir=TB;
      node [fontname="Helvetica"];
      edge [fontname="Helvetica", fontsize=10];
      "app" [label="Shop", shape=circle];
      "phase_launch" [label="phase launch\ncheck session", shape=diamond];
      "phase_welcome" [label="phase welcome", shape=box, style="rounded,bold"];
      "phase_main" [label="phase main\nrequires session", shape=box, style="rounded,bold"];
      "screen_Welcome" [label="Welcome", shape=box];
      "screen_Home" [label="Home", shape=box];
      "screen_Item" [label="Item", shape=box];
      "screen_Filters" [label="Filters\nsheet", shape=box, style="rounded,dashed"];
      "screen_Cart" [label="Cart", shape=box];
      "route_0" [label="/items/{id}?ref={ref}", shape=note];
      "route_1" [label="/caf%C3%A9/{rest...}", shape=note];
      subgraph "cluster_tabs_main" {
        label="tabs of main";
        style=rounded;
        "tab_home" [label="Home \"#1\" (default)\ntab home", shape=tab];
        "tab_cart" [label="Cart\ntab cart", shape=tab];
      }
      "app" -> "phase_launch" [penwidth=2];
      "phase_launch" -> "phase_main" [label="session", penwidth=2];
      "phase_launch" -> "phase_welcome" [label="else", penwidth=2];
      "phase_welcome" -> "screen_Welcome" [label="root"];
      "phase_welcome" -> "phase_main" [label="signedIn (animated)", penwidth=2];
      "phase_main" -> "tab_home";
      "tab_home" -> "screen_Home" [label="root"];
      "phase_main" -> "tab_cart";
      "tab_cart" -> "screen_Cart" [label="root"];
      "screen_Home" -> "screen_Item";
      "screen_Home" -> "screen_Filters" [label="sheet", style=dashed];
      "route_0" -> "screen_Item" [label="tab home", style=dotted];
      "route_1" -> "screen_Filters" [label="tab home", style=dotted];
    }

    """#
}
