import FlowCompiler
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
    let stack = swift.split(separator: "\n").filter { $0.contains("stack: [.viewer(") }
    #expect(
      stack == [
        "        stack: [.viewer(line: line ?? 5, name: name ?? \"all\", ratio: ratio ?? 1.0, plain: plain, count: count ?? 3)],"
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
