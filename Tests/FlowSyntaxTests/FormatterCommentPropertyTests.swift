import FlowSyntax
import Foundation
import Testing

/// Formatting never drops a comment and is idempotent: for every spec in the repository with a
/// comment inserted at every line position, and for random specs with random line breaks and
/// comments.
@Suite struct FormatterCommentPropertyTests {
  // MARK: The property

  /// Each comment's text as it prints: plain comments without trailing blanks, `///` lines in their
  /// canonical `/// text` form (the form docs are printed in).
  private func commentTexts(_ text: String) -> [String] {
    let lexed = Lexer.tokenize(SourceFile(path: "test.flow", text: text))
    let plain = lexed.comments.map { comment in
      var text = Substring(comment.text)
      while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
      return String(text)
    }
    return (plain + lexed.docLines.map(\.text)).sorted()
  }

  private func format(_ text: String) -> String? {
    Formatter.format(SourceFile(path: "test.flow", text: text))
  }

  /// How many times `text` occurs in `output` without overlapping.
  private func occurrences(of text: String, in output: String) -> Int {
    var count = 0
    var rest = output[...]
    while let found = rest.range(of: text) {
      count += 1
      rest = rest[found.upperBound...]
    }
    return count
  }

  /// Checks the property for one input: every comment text of the input is in the output, as often
  /// as the input has it, and formatting the output changes nothing. Inputs with syntax errors are
  /// not formatted, so there is nothing to check.
  private func checkKeepsComments(_ input: String, _ label: @autoclosure () -> String) {
    guard let once = format(input) else { return }
    let texts = commentTexts(input)
    for text in Set(texts) {
      #expect(
        occurrences(of: text, in: once) >= texts.count { $0 == text },
        "\(label()): lost \(text)\n--- input\n\(input)\n--- output\n\(once)")
    }
    #expect(
      format(once) == once, "not idempotent: \(label())\n--- input\n\(input)\n--- output\n\(once)")
  }

  // MARK: Every spec of the repository

  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.flow` file under Specs, Tests and Benchmarks, plus the formatter tests' messy spec.
  static func repositorySpecs() throws -> [(name: String, text: String)] {
    var specs: [(String, String)] = []
    for folder in ["Specs", "Tests", "Benchmarks"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "flow",
          let text = String(data: try Data(contentsOf: url), encoding: .utf8)
        else { continue }
        specs.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), text))
      }
    }
    return specs.sorted { $0.0 < $1.0 }
  }

  @Test func aCommentAtEveryLineOfEveryRepositorySpecSurvives() throws {
    let specs = try Self.repositorySpecs()
    #expect(specs.count > 10)
    for (name, text) in specs where format(text) != nil {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for position in 0...lines.count {
        for comment in ["/// inserted doc", "// inserted", "/* inserted block */"] {
          var edited = lines
          edited.insert(comment, at: position)
          checkKeepsComments(
            edited.joined(separator: "\n"), "\(name), \(comment) at line \(position + 1)")
        }
        if position < lines.count {
          var edited = lines
          edited[position] += " /// trailing doc"
          checkKeepsComments(
            edited.joined(separator: "\n"), "\(name), trailing at line \(position + 1)")
        }
      }
    }
  }

  // MARK: Random specs

  /// A fixed pseudo-random sequence, so that a failure reproduces from its seed.
  private struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  /// The tokens of a random, syntactically valid spec.
  private static func randomTokens(_ random: inout Generator) -> [String] {
    func pick(_ words: [String]) -> String { words.randomElement(using: &random)! }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    let screens = ["Home", "Detail", "Settings"]
    var tokens: [String] = []
    tokens += ["app", "A", "{", "scheme", "\"a\""]
    if chance(50) { tokens += ["host", "\"a.example\""] }
    if chance(50) { tokens += ["stack", "push"] }
    tokens += ["}"]
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      tokens += ["condition", pick(["c", "d"])]
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) { tokens += ["event", pick(["e", "f"])] }
    for phase in ["main", "other"] where phase == "main" || chance(50) {
      tokens += ["phase", phase]
      if chance(30) { tokens += ["requires", "c"] }
      tokens += ["{"]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: tokens += ["root", pick(screens)]
        case 1: tokens += ["check", "c", "?", "main", ":", "other"]
        case 2: tokens += ["on", "e", "->", "main"] + (chance(50) ? ["animated"] : [])
        case 3: tokens += ["present", pick(screens)]
        default:
          tokens +=
            (chance(30) ? ["default"] : []) + ["tab", "t", "\"T\"", "icon", "\"i\"", "root"]
          tokens += [pick(screens)]
        }
      }
      tokens += ["}"]
    }
    for screen in screens where chance(70) {
      tokens += [pick(["screen", "sheet"]), screen]
      if chance(40) {
        tokens += ["(", "id", ":", "Int"]
        if chance(50) { tokens += [",", "name", ":", "String", "?", "=", "nil"] }
        tokens += [")"]
      }
      if chance(60) {
        tokens += ["{"]
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          tokens += [pick(["push", "present"]), pick(screens)]
          if chance(30) { tokens += [",", pick(screens)] }
        }
        tokens += ["}"]
      }
    }
    for index in 0..<Int.random(in: 0...3, using: &random) {
      tokens += ["route", "\"/r\(index)/{id}\"", "->"]
      if chance(60) {
        tokens += ["["]
        for step in 0..<Int.random(in: 1...3, using: &random) {
          if step > 0 { tokens += [","] }
          tokens += [pick(screens)]
          if chance(40) { tokens += ["(", "id", ":", pick(["id", "3"]), ")"] }
        }
        if chance(30) { tokens += [","] }
        tokens += ["]"]
      } else {
        tokens += [pick(screens)]
      }
      if chance(30) { tokens += ["in", "t"] }
      if chance(30) { tokens += ["stack", "push"] }
    }
    if chance(50) { tokens += ["expect", "\"a://r0/1\"", "->", pick(["nothing", "Home"])] }
    return tokens
  }

  /// Joins tokens with a space or, now and then, a line break (so that a construct may span lines),
  /// then inserts comments on lines of their own at random line positions.
  private static func randomSpec(_ random: inout Generator) -> String {
    var text = ""
    for token in randomTokens(&random) {
      let breaks = Int.random(in: 0..<100, using: &random)
      text += breaks < 5 ? "\n\n" : (breaks < 30 ? "\n" : " ")
      text += token
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let comments = ["// c", "/// d", "/* b */", "///", "///x", "// c2  ", "/* two\n   lines */"]
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let position = Int.random(in: 0...lines.count, using: &random)
      lines.insert(comments.randomElement(using: &random)!, at: position)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func randomSpecsKeepEveryComment() {
    var parsed = 0
    for seed in 0..<2_000 {
      var random = Generator(state: UInt64(seed))
      let spec = Self.randomSpec(&random)
      if format(spec) != nil { parsed += 1 }
      checkKeepsComments(spec, "seed \(seed)")
    }
    // Most random specs parse, so the property is checked on many.
    #expect(parsed > 1_000)
  }
}
