import FlowSyntax
import Testing

@testable import FlowCompiler

/// `flowc:ignore` written in a `///`, `/* */` or `////` comment is no directive: each is one FL0016
/// saying so, with a fix-it that makes it one for the line it was meant for.
@Suite struct MisplacedIgnoreTests {
  static let base = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home

    """

  /// Each diagnostic as `line:column severity code message`, with its fix-it applied to the file.
  static func described(_ extra: String) -> [String] {
    let text = base + extra
    let file = Compiler().check(InputFile(path: "a.flow", bytes: Array(text.utf8)))
    return file.diagnostics.flatMap { diagnostic in
      let location = file.source.location(of: diagnostic.range.start)
      var lines = [
        "\(location.line):\(location.column) \(diagnostic.severity.rawValue) "
          + "\(diagnostic.code.rawValue) \(diagnostic.message)"
      ]
      if let help = diagnostic.help { lines.append("help: \(help)") }
      if let fixIt = diagnostic.fixIt {
        let bytes = Array(text.utf8)
        let fixed =
          Array(bytes[..<fixIt.range.start]) + Array(fixIt.replacement.utf8)
          + Array(bytes[fixIt.range.end...])
        lines.append(
          "fix-it: \(fixIt.message) ->\n"
            + String(decoding: fixed, as: UTF8.self).dropFirst(base.utf8.count))
      }
      return lines
    }
  }

  static let help =
    "help: write '// flowc:ignore FL0114' as a comment of its own: alone on the line before the "
    + "warning's line, or after the code on that line"
  static let upperCase =
    "5:9 warning FL0114 'Q' is the host of custom-scheme links (scheme://Q/...), which the "
    + "matcher compares as written, then lowercased: with capitals it opens only links that spell "
    + "it exactly so; write it in lowercase"

  @Test func inADocCommentAfterItsText() {
    #expect(
      Self.described("/// doc // flowc:ignore FL0114\nroute \"/Q\" -> Home\n") == [
        "4:12 warning FL0016 'flowc:ignore' in a '///' doc comment accepts nothing: only a '//' "
          + "comment is a directive",
        Self.help,
        "fix-it: make it a '//' comment ->\n/// doc\n// flowc:ignore FL0114\nroute \"/Q\" -> Home\n",
        Self.upperCase,
        "fix-it: replace with 'q' ->\n/// doc // flowc:ignore FL0114\nroute \"/q\" -> Home\n",
      ])
  }

  @Test func asADocCommentOfItsOwn() {
    let described = Self.described("/// flowc:ignore FL0114\nroute \"/Q\" -> Home\n")
    #expect(
      described[0] == "4:5 warning FL0016 'flowc:ignore' in a '///' doc comment accepts nothing: "
        + "only a '//' comment is a directive")
    #expect(
      described[2]
        == "fix-it: make it a '//' comment ->\n// flowc:ignore FL0114\nroute \"/Q\" -> Home\n")
  }

  @Test func notOnADocCommentsLastLineThereIsNoFixIt() {
    let described = Self.described("/// flowc:ignore FL0114\n/// more\nroute \"/q\" -> Home\n")
    #expect(described.count == 2)
    #expect(described[1] == Self.help)
  }

  @Test func inABlockOrQuadrupleSlashComment() {
    let block = Self.described("route \"/Q\" -> Home /* flowc:ignore FL0114 */\n")
    #expect(
      block == [
        Self.upperCase.replacing("5:9", with: "4:9"),
        "fix-it: replace with 'q' ->\nroute \"/q\" -> Home /* flowc:ignore FL0114 */\n",
        "4:23 warning FL0016 'flowc:ignore' in a '/* */' comment accepts nothing: only a '//' "
          + "comment is a directive",
        Self.help,
        "fix-it: make it a '//' comment ->\nroute \"/Q\" -> Home // flowc:ignore FL0114\n",
      ])
    let slashes = Self.described("//// flowc:ignore FL0114\nroute \"/q\" -> Home\n")
    #expect(
      slashes.last
        == "fix-it: make it a '//' comment ->\n// flowc:ignore FL0114\nroute \"/q\" -> Home\n")
  }

  @Test func proseThatNamesNoDirectiveIsNotReported() {
    #expect(Self.described("/// flowc:ignored is not it\nroute \"/q\" -> Home\n").isEmpty)
    // Other words that start like it, in `//` comments too.
    for prose in [
      "// flowc:ignored", "// flowc:ignore-next FL0114", "// Flowc ignores it",
      "// flowc: ignore the next line is fine", "// flowc ignore FL0114s",
    ] {
      #expect(Self.described("\(prose)\nroute \"/q\" -> Home\n").isEmpty)
    }
  }

  /// A `//` comment spelling the directive another way accepted nothing and said nothing (the tools
  /// review): it is an FL0016 whose fix-it writes the directive, then accepting the warning.
  @Test(arguments: [
    "flowc: ignore FL0114", "FLOWC:IGNORE FL0114", "flowc-ignore FL0114", "Flowc:Ignore: FL0114",
    "flowc ignore FL0114",
  ])
  func aDirectiveSpelledAnotherWay(_ written: String) {
    let described = Self.described("route \"/Q\" -> Home // \(written)\n")
    #expect(
      Array(described.dropFirst(2)) == [
        "4:23 warning FL0016 '\(written)' is not an ignore comment and accepts nothing: the "
          + "directive is 'flowc:ignore', in lowercase, with a colon and no blank, then a blank "
          + "before the codes",
        "help: write '// flowc:ignore FL0114'",
        "fix-it: write 'flowc:ignore' ->\nroute \"/Q\" -> Home // flowc:ignore FL0114\n",
      ])
  }

  /// A code written right after the directive is taken apart from it by the fix-it.
  @Test func aCodeGluedToTheDirective() {
    #expect(
      Self.described("route \"/Q\" -> Home // flowc:ignoreFL0114\n").last
        == "fix-it: write 'flowc:ignore' ->\nroute \"/Q\" -> Home // flowc:ignore FL0114\n")
  }
}
