import FlowCompiler
import FlowSyntax
import Testing

/// Renderers take ranges from every pass; no range on any bytes may crash them.
@Suite struct RendererRobustnessTests {
  /// A small deterministic generator, so a failure reproduces.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, bound)))
    }
  }

  @Test(arguments: 1...20)
  func arbitraryRangesOnArbitraryBytes(seed: Int) {
    var random = Generator(state: UInt64(seed))
    let alphabet: [UInt8] = [
      0x00, 0x09, 0x0A, 0x0D, 0x20, 0x61, 0x7B, 0x80, 0xBF, 0xC3, 0xA9, 0xE6,
      0x97, 0xA5, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0x1B,
    ]
    let bytes = (0..<random.next(600)).map { _ in alphabet[random.next(alphabet.count)] }
    let source = SourceFile(path: "f.flow", bytes: bytes)
    let diagnostics = (0..<10).map { _ in
      let start = random.next(bytes.count + 20) - 10
      let range = SourceRange(start: start, end: start + random.next(300))
      return Diagnostic(
        .unexpectedCharacter, path: "f.flow", range: range, message: "m",
        notes: [.init("n", at: range)],
        fixIt: .init("", replacing: range, with: "x"))
    }
    for format in DiagnosticFormat.allCases {
      let output = format.renderer(colored: true).render(diagnostics, files: [source])
      #expect(output.contains("m"))
    }
    let human = HumanRenderer().render(diagnostics, files: [source])
    #expect(human.hasSuffix("10 errors generated.\n"))
  }
}
