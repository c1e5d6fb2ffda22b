import FlowTestSupport
import Foundation
import Testing

@testable import FlowRuntime

/// The check saved state passes before it is decoded: JSON as a whole, or cleared.
@Suite struct JSONGrammarTests {
  static func isWellFormed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { JSONGrammar.isWellFormed($0) }
  }

  @Test(arguments: [
    "{}", "[]", " \n\t\r{ } ", #"{"a":1}"#, #"[1,-0,0.5,-1.25e+10,2E-3,1e5,true,false,null]"#,
    #"{"a":{"b":[{},[],"x"]},"c":""}"#, #"["\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"]"#,
    "[\"déjà 日本 😀 \u{10FFFF}\"]", #"[[[[[[]]]]]]"#, #"{"a":[1 , 2 ] , "b" : {"c" : null}}"#,
  ])
  func acceptsJSON(_ text: String) {
    #expect(Self.isWellFormed(Array(text.utf8)))
  }

  @Test(arguments: [
    "", " ", "1", #""top""#, "true", "null", "{", "[", "}", "{}}", "[]]", "{} x", "{}{}",
    #"{"a"}"#, #"{"a":}"#, #"{"a":1,}"#, "[1,]", "[,1]", "[1 2]", #"{a:1}"#, "{'a':1}",
    #"{"a" 1}"#, "[01]", "[03]", "[-]", "[1.]", "[.5]", "[1e]", "[1e+]", "[+1]", "[0x1]",
    "[NaN]", "[Infinity]", "[tru]", "[True]", "[nul]", "[1.5.5]", #"["\5"]"#, #"["\x41"]"#,
    #"["\u12"]"#, #"["\uD800"]"#, #"["\uD800\n"]"#, #"["\uD800\u0041"]"#, #"["\uDC00"]"#,
    "[\"a\u{1}\"]", "[\"\n\"]", "[\"unterminated]", "\u{FEFF}{}",
  ])
  func refusesWhatIsNotJSON(_ text: String) {
    #expect(!Self.isWellFormed(Array(text.utf8)))
  }

  /// RFC 8259 leaves an object that gives one key twice to the reader, and readers differ, so
  /// saved state with one would restore differently from one system to another. Keys are compared
  /// as JSON means them, escapes read, and as Swift's `String` does, which both readers key by:
  /// canonically equivalent text is one key (a Kelvin sign stands for `K`, `e` and a combining
  /// acute accent for `é`); the same key in another object is no repeat.
  @Test(arguments: [
    #"{"userKey":"a","user\u212Aey":"b"}"#, "{\"userKey\":1,\"user\u{212A}ey\":2}",
    #"{"caf\u00e9":1,"cafe\u0301":2}"#, "{\"caf\u{E9}\":1,\"cafe\u{301}\":2}",
    #"{"a":1,"a":2}"#, #"{"a":1,"b":2,"a":1}"#, #"{"a":1,"\u0061":2}"#, #"{"\/":1,"/":2}"#,
    #"{"é":1,"\u00e9":2}"#, #"{"😀":1,"\uD83D\uDE00":2}"#, #"{"\n":1,"\u000A":2}"#,
    #"{"a":{"b":1,"b":2}}"#, #"[{"a":1,"a":1}]"#, #"{"x":{"a":1},"x":{"a":1}}"#,
  ])
  func refusesAKeyGivenTwice(_ text: String) {
    #expect(!Self.isWellFormed(Array(text.utf8)))
  }

  @Test(arguments: [
    #"{"a":{"a":1}}"#, #"[{"a":1},{"a":2}]"#, #"{"a":1,"A":2}"#, #"{"a":1,"a ":2}"#,
    #"{"\u0061b":1,"a":2}"#, #"{"\uD83D\uDE00":1,"\uD83D\uDE01":2}"#,
    #"{"x":{"a":1},"y":{"a":1},"a":[{"a":{"a":0}}]}"#,
  ])
  func acceptsEachKeyOncePerObject(_ text: String) {
    #expect(Self.isWellFormed(Array(text.utf8)))
  }

  /// Past the few keys compared one by one, an object's keys are hashed as text: a repeat is
  /// still caught there, spelled either way, and distinct keys still pass.
  @Test func aKeyGivenTwiceIsCaughtInAnObjectOfManyKeys() {
    func object(_ keys: [String]) -> [UInt8] {
      Array(("{" + keys.map { #""\#($0)":0"# }.joined(separator: ",") + "}").utf8)
    }
    let many = (0..<40).map { "k\($0)" }
    #expect(Self.isWellFormed(object(many)))
    #expect(!Self.isWellFormed(object(many + ["k3"])))
    #expect(!Self.isWellFormed(object(many + [#"\u006B39"#])))
    #expect(!Self.isWellFormed(object([#"\u006B0"#] + many)))
    #expect(Self.isWellFormed(object(many + [#"\u006B40"#])))
    #expect(Self.isWellFormed(object(many + ["K7"])))
    #expect(!Self.isWellFormed(object(many + ["K7", #"\u212A7"#])))
    #expect(!Self.isWellFormed(object(many + ["\u{212A}7", "K7"])))
  }

  @Test(
    arguments: [
      [0x5B, 0x22, 0xFF, 0x22, 0x5D],  // a byte UTF-8 never uses
      [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],  // an overlong `/`
      [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],  // a surrogate in UTF-8
      [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],  // past U+10FFFF
      [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],  // a sequence cut short
      [0x5B, 0x22, 0x80, 0x22, 0x5D],  // a continuation byte alone
      [0x5B, 0x22, 0xE2, 0x82],  // cut short at the end
    ] as [[UInt8]])
  func refusesInvalidUTF8(_ bytes: [UInt8]) {
    #expect(!Self.isWellFormed(bytes))
  }

  /// Nesting is counted, not recursed into: a deep document neither overflows the stack nor is
  /// refused for its depth.
  @Test func deepNestingIsReadWithoutRecursion() {
    let depth = 200_000
    let open = [UInt8](repeating: UInt8(ascii: "["), count: depth)
    let close = [UInt8](repeating: UInt8(ascii: "]"), count: depth)
    #expect(Self.isWellFormed(open + close))
    #expect(!Self.isWellFormed(open + close.dropLast()))
    let objects = Array(String(repeating: #"{"a":"#, count: depth).utf8)
    #expect(Self.isWellFormed(objects + Array("1".utf8) + [UInt8](repeating: 0x7D, count: depth)))
  }

  /// Against `JSONSerialization`, which this check replaced: the two agree on a saved state and on
  /// 30,000 damaged copies of it (bytes changed, inserted, removed or swapped for JSON's own
  /// punctuation), except where JSONSerialization reads what is not JSON: UTF-16 or UTF-32 (told by
  /// its zero bytes) and a comma before a closing bracket, both refused here.
  @Test func agreesWithJSONSerializationOnDamagedState() {
    let saved = Array(
      #"{"phase":"main","selectedTab":"projects","stacks":[{"screens":[{"projectDetail":{"id":3,"name":"a\"b\u00e9","ratio":-1.5e-3}}],"tab":"projects"},{"screens":[{"accountDetail":{}},{"list":[true,false,null]}],"tab":"settings"}],"version":1}"#
        .utf8)
    let punctuation =
      Array(#"{}[]:,"\/-+.eE0123456789 tfnu"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF]
    var generator = SeededGenerator(seed: 49)
    var disagreements: [String] = []
    var refused = 0
    for _ in 0..<30_000 {
      var bytes = saved
      for _ in 0...Int(generator.next() % 3) {
        let position = Int(generator.next() % UInt64(bytes.count + 1))
        let byte =
          generator.next() % 2 == 0
          ? punctuation[Int(generator.next() % UInt64(punctuation.count))] : generator.byte()
        switch generator.next() % 3 {
        case 0 where position < bytes.count: bytes[position] = byte
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
      }
      let serialization = (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil
      let grammar = Self.isWellFormed(bytes)
      if !grammar { refused += 1 }
      let text = String(decoding: bytes, as: UTF8.self)
      // JSONSerialization on Linux reads a comma before a closing bracket or brace, which JSON
      // does not allow and this check refuses: excused only when the text is JSON without it, so
      // other damage beside such a comma is still compared (the review).
      let withoutTrailingCommas = Array(text.replacing(/,(\s*[\]}])/) { $0.output.1 }.utf8)
      let refusedForTrailingComma =
        !grammar && text.contains(/,\s*[\]}]/) && Self.isWellFormed(withoutTrailingCommas)
      if serialization != grammar, !bytes.prefix(4).contains(0), !refusedForTrailingComma {
        disagreements.append(text)
      }
    }
    #expect(disagreements == [])
    #expect(Self.isWellFormed(saved))
    // Most damage breaks the grammar; what is left is still JSON (a digit changed, a space added).
    #expect(refused > 20_000)
  }
}
