import FlowCompiler
import FlowSema
import FlowSyntax
import Foundation
import Testing

/// A small shop app that has every kind of thing the tools draw and list.
let shopSpec = #"""
  app Shop {
    scheme "shop"
    host "shop.example"
  }

  condition session
  event signedIn

  phase launch {
    check session ? main : welcome
  }

  phase welcome {
    root Welcome
    on signedIn -> main animated
  }

  phase main requires session {
    default tab home "Home \"#1\"" icon "house" root Home
    tab cart "Cart" icon "cart" root Cart
  }

  screen Welcome
  screen Home {
    push Item
    present Filters
  }
  screen Item(id: Int, ref: String? = nil)
  sheet Filters(rest: String = "")
  screen Cart

  route "/items/{id}?ref={ref}" -> Item
  route "/caf%C3%A9/{rest...}" -> Filters
  """#

/// The model of a spec that must check without errors.
func model(_ text: String) throws -> FlowModel {
  let report = Compiler().check(SourceFile(path: "test.flow", text: text))
  let problems = report.diagnostics.map { "\($0.code.rawValue) \($0.message)" }
  return try #require(report.model, "\(problems)")
}

/// The package's root directory, for files the tests compare against.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func archonModel() throws -> FlowModel {
  let text = try String(
    contentsOf: packageRoot.appendingPathComponent("Specs/Archon/Archon.flow"), encoding: .utf8)
  return try model(text)
}
