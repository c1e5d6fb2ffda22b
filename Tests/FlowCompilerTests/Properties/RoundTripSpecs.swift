import FlowSema
import FlowSyntax
import Foundation

@testable import FlowCompiler

/// Specs whose routes the round-trip property walks: Archon, and small ones covering every
/// placeholder type, required and optional query items, a host placeholder and a catch-all.
enum RoundTripSpecs {
  static let typed = """
    app Typed {
      scheme "typed"
      host "typed.example"
    }
    phase main {
      default tab home "Home" icon "house" root Home
    }
    screen Home {
      push Item, Search, Flags, Doc
    }
    screen Item(id: Int, price: Double, ok: Bool, key: UUID, name: String)
    screen Search(query: String, page: Int = 1, exact: Bool = false, ratio: Double? = nil)
    screen Flags(on: Bool)
    screen Doc(ref: UUID, version: Int? = nil)
    route "/item/{id}/{price}/{ok}/{key}/{name}" -> Item
    route "/search?q={query}&page={page}&exact={exact}&ratio={ratio}" -> Search
    route "/flags/{on}" -> Flags
    route "/doc/{ref}?v={version}" -> Doc
    """

  static let paths = """
    app Paths {
      scheme "paths"
      scheme "paths-dev"
      host "paths.example"
    }
    phase main {
      root Start
    }
    screen Start {
      push Files, Profile, Blob
    }
    screen Files(root: Int, path: String)
    screen Profile(name: String, tab: String = "posts")
    screen Blob(rest: String, raw: Bool = false)
    route "/files/{root}/{path...}" -> Files
    route "/{name}/profile?tab={tab}" -> Profile
    route "/blob/x/{rest...}?raw={raw}" -> Blob
    """

  /// Routes competing for one segment: `/items/{id}` (`Int`), `/items/{price}` (`Double`),
  /// `/items/{slug}` (`String`), next to the list `/items`.
  static let siblings = """
    app Siblings {
      scheme "sib"
      host "sib.example"
    }
    phase main {
      root ItemList
    }
    screen ItemList {
      push ItemByID, ItemByPrice, ItemBySlug
    }
    screen ItemByID(id: Int)
    screen ItemByPrice(price: Double)
    screen ItemBySlug(slug: String)
    route "/items" -> ItemList
    route "/items/{id}" -> ItemByID
    route "/items/{price}" -> ItemByPrice
    route "/items/{slug}" -> ItemBySlug
    """

  /// Every spec by name, with Archon read from its file.
  static func models() -> [(name: String, model: FlowModel?)] {
    let archon = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Specs/Archon/Archon.flow").path
    return [
      ("Archon", Compiler().check(paths: [archon]).files.first?.model),
      ("Typed", model(typed)), ("Paths", model(paths)),
    ]
  }

  static func model(_ text: String) -> FlowModel? {
    Compiler().check(SourceFile(path: "spec.flow", text: text)).model
  }

  static func diagnostics(_ text: String) -> [String] {
    Compiler().check(SourceFile(path: "spec.flow", text: text)).diagnostics.map(\.message)
  }
}
