import FlowRuntime
import FlowSyntax
import Foundation
import Testing

@testable import FlowCodeGen
@testable import FlowCompiler
@testable import FlowSimulation

/// The route table generated code hands over as text reads back as the specs `flowc resolve` builds
/// from the same model, so the app and `resolve` match with the same table.
@Suite struct RouteTableTextTests {
  @Test(arguments: GenerationTests.specs + ["Archon.flow"])
  func readsBackAsTheResolveTable(_ name: String) throws {
    let url =
      name == "Archon.flow"
      ? GenerationTests.archon : GenerationTests.directory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let model = try #require(Compiler().check(SourceFile(path: name, text: text)).model)
    let table = RouteTableText.text(model.routes)
    #expect(RouteSpec.routes(fromTableText: table) == DynamicDefinition.routeSpecs(model))
  }
}
