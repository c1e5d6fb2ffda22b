import FlowCompiler
import FlowRuntime
import FlowSema
import FlowSimulation
import FlowSyntax
import FlowTools
import Foundation
import Testing

/// `flowc routes` lists only example links that open: filled in with a value of each placeholder's
/// type, each one is matched by the runtime's matcher to the very route it is listed under.
@Suite struct RouteExampleTests {
  /// A root route with a query, in an app with a scheme and a host (found by a new-user review).
  static let rootQuerySpec = """
    app A {
      scheme "a"
      host "a.example"
    }
    phase main {
      root Home
    }
    screen Home { push Results }
    screen Results(q: String)
    route "/?q={q}" -> Results as search
    route "/r/{q}" -> Results
    """

  @Test func aRootRouteHasNoCustomSchemeExample() throws {
    let model = try model(Self.rootQuerySpec)
    #expect(
      RouteSummary.all(in: model).map(\.examples) == [
        ["https://a.example/?q={q}"], ["a://r/{q}", "https://a.example/r/{q}"],
      ])
    #expect(
      RouteListFormat.table.render(model) == """
        PATTERN  CASE     PARAMETERS                     LANDING               GUARDS
        /?q={q}  search   q: String (query q, required)  main: Home > Results  -
        /r/{q}   results  q: String (path)               main: Home > Results  -

        PATTERN  EXAMPLE
        /?q={q}  https://a.example/?q={q}
        /r/{q}   a://r/{q}
        /r/{q}   https://a.example/r/{q}

        """)
    #expect(RouteListFormat.markdown.render(model).contains("| `https://a.example/?q={q}` |"))
    let json =
      try JSONSerialization.jsonObject(
        with: Data(RouteListFormat.json.render(model).utf8)) as? [String: Any]
    let routes = try #require(json?["routes"] as? [[String: Any]])
    #expect(
      routes.map { $0["examples"] as? [String] } == [
        ["https://a.example/?q={q}"], ["a://r/{q}", "https://a.example/r/{q}"],
      ])
  }

  /// The example specs, and every corpus spec that checks and has a route.
  static let specs: [String] = {
    var paths: [String] = []
    for root in ["Specs", "Tests/FlowCompilerTests/Corpus"] {
      let directory = packageRoot.appendingPathComponent(root).path
      let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
      paths += files.filter { $0.hasSuffix(".flow") }.map { root + "/" + $0 }
    }
    return paths.sorted().filter { (try? routedModel($0)) != nil }
  }()

  /// The model of the spec at `path`, relative to the package, when it checks and has routes.
  static func routedModel(_ path: String) throws -> FlowModel? {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let model = Compiler().check(SourceFile(path: path, text: text)).model
    return model?.routes.isEmpty == false ? model : nil
  }

  @Test func theSpecsIncludeTheExamplesAndTheCorpus() {
    #expect(Self.specs.contains("Specs/Archon/Archon.flow"))
    #expect(Self.specs.contains("Specs/Storefront/Storefront.flow"))
    #expect(Self.specs.count(where: { $0.hasPrefix("Tests/") }) >= 8, "\(Self.specs)")
  }

  @Test(arguments: specs)
  func everyExampleOpensItsRoute(_ path: String) throws {
    Self.expectEveryExampleOpensItsRoute(try #require(try Self.routedModel(path)))
  }

  @Test func everyExampleOfTheRootQuerySpecOpensItsRoute() throws {
    Self.expectEveryExampleOpensItsRoute(try model(Self.rootQuerySpec))
  }

  /// Fills in each example and expects the runtime's matcher to pick the route it is listed under.
  static func expectEveryExampleOpensItsRoute(_ model: FlowModel) {
    let table = Resolver.routeTable(for: model)
    for (index, summary) in RouteSummary.all(in: model).enumerated() {
      #expect(!summary.examples.isEmpty, "\(summary.route.pattern)")
      for example in summary.examples {
        let link = Self.filledIn(example, summary.parameters)
        let match = table.match(link)
        #expect(match.match?.routeIndex == index, "\(link) (\(summary.route.pattern)): \(match)")
      }
    }
  }

  /// `example` with each `{name}` replaced by a value of its parameter's type, `{name...}` by `a/b`.
  static func filledIn(_ example: String, _ parameters: [RouteSummary.Parameter]) -> String {
    var link = example
    for parameter in parameters {
      link = link.replacingOccurrences(of: "{\(parameter.name)...}", with: "a/b")
      link = link.replacingOccurrences(of: "{\(parameter.name)}", with: sample(parameter.type))
    }
    return link
  }

  private static func sample(_ type: ValueType) -> String {
    switch type {
    case .int: "42"
    case .double: "1.5"
    case .bool: "true"
    case .string: "abc"
    case .uuid: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    }
  }
}
