import FlowTestSupport
import Foundation
import Testing

/// The `edge-values` golden (`Corpus/Generation/edge-values.flow`) holds what a spec may say but Swift
/// reads specially: a screen `None`, whose case `none` is `Optional.none` wherever `Self?` is
/// expected unless spelled `Self.none`; `Double` defaults too small to be normal, which Swift warns
/// about as literals; and control characters (a NUL among them) in a doc comment. The golden fixes
/// the exact text; `GoldenBuildTests` builds it warning-free, and this proves it behaves.
@Suite struct EdgeValuesBuildTests {
  static let golden = GenerationTests.directory.appendingPathComponent(
    "edge-values.flow.swift.expected")

  /// The case `none` is found by a link, by decoding and by a stack's typed path, each subnormal
  /// default reaches the app as exactly the value the spec wrote, through a link and as a case's
  /// default argument, and a screen holding `.nan` is
  /// equal to itself (what `setPath` needs to tell a back swipe over it from a new path).
  @Test func noneCaseAndSubnormalDefaultsWorkAtRunTime() throws {
    let source = try String(contentsOf: Self.golden, encoding: .utf8)
    let main = #"""
      import Foundation

      func show(_ value: Any?) -> String { value.map { "\($0)" } ?? "nil" }
      let json = Data(#"{"none":{}}"#.utf8)
      print(show(EdgeRoute(string: "edge://none")))
      print(show(try? JSONDecoder().decode(EdgeRoute.self, from: json)))
      print(show(try? JSONDecoder().decode(EdgeScreen.self, from: json)))
      print(show(EdgeMainDestination(.none)))
      if case .tiny(let a, let b, let c, let d) = EdgeRoute(string: "edge://tiny")?.landing.stack.last {
        print([a, b, c, d].map { String($0.bitPattern, radix: 16) })
      }
      // The defaults are the cases' default arguments too.
      if case .tiny(let a, let b, let c, let d) = EdgeScreen.tiny() {
        print([a, b, c, d].map { String($0.bitPattern, radix: 16) })
      }
      print(EdgeScreen.ident(), EdgeRoute.tiny() == .tiny(a: nil))
      let notANumber = EdgeScreen.tiny(a: .nan, b: 0, c: -0.0, d: 1)
      print(notANumber == notANumber, Set([notANumber]).contains(notANumber))
      print(EdgeScreen.tiny(a: 0, b: 0, c: 0, d: 1) == .tiny(a: -0.0, b: 0, c: 0, d: 1))
      """#
    let run = try GeneratedExecutable.output(of: [source], main: main)
    #expect(run.errors == "")
    // Parsed, not written as literals: Swift warns about a subnormal literal.
    let expectedBits = ["1e-310", "5e-324", "-1e-320", "2.5e-308"].map {
      "\"" + String(Double($0)!.bitPattern, radix: 16) + "\""
    }
    #expect(
      run.output == """
        none
        none
        none
        none
        [\(expectedBits.joined(separator: ", "))]
        [\(expectedBits.joined(separator: ", "))]
        ident(id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F, tag: Optional("a\\"b")) true
        true true
        true

        """)
  }
}
