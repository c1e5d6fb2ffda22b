import FlowCompiler
import FlowSimulation
import FlowSyntax
import Testing

/// A link that leaves out an optional query item lands the parameter's default, in generated code
/// and in `resolve` alike (docs/Language.md, "Matching", 4). Generated code once passed `nil` for an
/// optional parameter with a default (`line: Int? = 5`) while `resolve` and `expect` said `5`.
@Suite struct OptionalQueryDefaultTests {
  static let spec = """
    app Lines {
      scheme "lines"
    }

    phase main {
      root Home
    }

    screen Home { push Viewer }
    screen Viewer(line: Int? = 5, name: String? = "all", ratio: Double? = 1, plain: Int?, count: Int = 3)

    route "/x?line={line}&name={name}&ratio={ratio}&plain={plain}&count={count}" -> Viewer
    """

  /// The spec's generated Swift and its resolver.
  static func compile() throws -> (swift: String, resolver: Resolver) {
    let compiler = Compiler()
    let report = compiler.check(SourceFile(path: "Lines.flow", text: spec))
    #expect(report.diagnostics.map(\.message) == [])
    let swift = try #require(compiler.generate(report))
    return (swift, Resolver(model: try #require(report.model)))
  }

  @Test func generatedLandingFallsBackToEachDefault() throws {
    let swift = try Self.compile().swift
    // The route's landing as the generated `LandingTable` holds it: `Viewer` (screen case 1) with
    // each query value (positions 0 to 4) or, when the link leaves it out, its default (`p0|0`:
    // value 0, else constant 0); `plain` has no default, so it stays `nil` (`p3`).
    let table = swift.split(separator: "\n").filter {
      $0.contains("\"P0 S1 ") || $0.contains("constants: [")
    }
    #expect(
      table == [
        #"    "P0 S1 p0|0 p1|1 p2|2 p3 p4|3 Yreplace Zdismiss","#,
        #"    constants: [.int(5), .string("all"), .double(1.0), .int(3)],"#,
      ])
  }

  @MainActor
  @Test func resolveLandsTheDefaultsAndTheValuesGiven() throws {
    let resolver = try Self.compile().resolver
    #expect(
      resolver.resolve("lines://x").landed?.stack == [
        #"Viewer(line: 5, name: "all", ratio: 1.0, plain: nil, count: 3)"#
      ])
    #expect(
      resolver.resolve("lines://x?line=7&plain=2&count=9&name=a&ratio=2").landed?.stack == [
        #"Viewer(line: 7, name: "a", ratio: 2.0, plain: 2, count: 9)"#
      ])
  }
}
