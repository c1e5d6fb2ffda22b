import FlowSyntax
import Testing

@testable import FlowSema

/// "Did you mean" stays exact for real specs and bounded for huge ones: the work is counted in edit
/// distances measured, never timed.
@Suite struct SuggestionScaleTests {
  /// The suggestion rule as it was before indexing: every candidate measured, in order.
  private func reference(_ name: String, _ candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
      return sameLetters
    }
    let count = name.unicodeScalars.count
    let limit = count <= 3 ? 1 : (count <= 6 ? 2 : 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      guard abs(candidate.unicodeScalars.count - count) <= limit else { continue }
      let distance = SpellingSuggestion.distance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// A fixed pseudo-random sequence, so that a failure reproduces.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  @Test func indexedAnswersEqualTheReference() {
    var random = Generator(state: 42)
    let letters = Array("abcAB_é")
    func word(_ length: Int) -> String {
      String((0..<length).map { _ in letters.randomElement(using: &random)! })
    }
    for _ in 0..<300 {
      let candidates = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        word(Int.random(in: 1...9, using: &random))
      }
      let suggester = Suggester()
      for _ in 0..<20 {
        let name = word(Int.random(in: 1...9, using: &random))
        let expected = reference(name, candidates)
        #expect(
          SpellingSuggestion.closest(to: name, among: candidates) == expected,
          "\(name) \(candidates)")
        #expect(suggester.closest(to: name, inList: "l", { candidates }) == expected)
      }
    }
  }

  /// 16,000 unknown names among 2,000 screens of about their length: every pair would be 32 million
  /// edit distances; the budget stops the work, and every name is still reported.
  @Test func sixteenThousandUnknownNamesStayWithinTheBudget() {
    let declared = (0..<2_000).map { "Screen\(1_000 + $0)" }
    let unknown = (0..<16_000).map { "Missing\(10_000 + $0)" }
    let text =
      "app A { scheme \"a\" }\nphase main { root Home }\n"
      + "screen Home { push \(unknown.joined(separator: ", ")) }\n"
      + declared.map { "screen \($0)\n" }.joined()
    let source = SourceFile(path: "big.flow", text: text)
    let suggester = Suggester()
    let result = Checker.check(Parser.parse(source).file, source: source, suggester: suggester)
    #expect(result.diagnostics.count { $0.code == .unknownName } == 16_000)
    #expect(suggester.distancesMeasured == Suggester.defaultBudget)
  }

  /// One unknown name used 16,000 times is measured once.
  @Test func aRepeatedUnknownNameIsAnsweredOnce() {
    let declared = (0..<2_000).map { "Screen\(1_000 + $0)" }
    let text =
      "app A { scheme \"a\" }\nphase main { root Home }\n"
      + "screen Home { push \(repeatElement("Screen99999", count: 16_000).joined(separator: ", ")) }\n"
      + declared.map { "screen \($0)\n" }.joined()
    let source = SourceFile(path: "big.flow", text: text)
    let suggester = Suggester()
    let result = Checker.check(Parser.parse(source).file, source: source, suggester: suggester)
    #expect(result.diagnostics.count { $0.code == .unknownName } == 16_000)
    #expect(suggester.distancesMeasured == 2_000)
    let expected = reference("Screen99999", ["Home"] + declared)
    #expect(expected != nil)
    #expect(
      result.diagnostics.first { $0.code == .unknownName }?.message
        == "unknown screen 'Screen99999'; did you mean '\(expected ?? "")'?")
  }

  /// Names are compared only with names of about their length.
  @Test func onlyNamesOfAboutTheSameLengthAreMeasured() {
    let candidates = (0..<1_000).map { String(repeating: "a", count: 1 + $0 % 20) }
    let suggester = Suggester()
    _ = suggester.closest(to: "bbbbb", inList: "l", { candidates })
    // Lengths 3...7 of 1...20: 5 of every 20 candidates.
    #expect(suggester.distancesMeasured == 250)
  }
}
