import Foundation
import Testing

@testable import FlowRuntime

/// The strings of saved state are read before it is decoded, since `JSONDecoder` reads a string
/// only when it decodes it: what JSON allows passes, and every way a string can be damaged is
/// caught, agreeing with `JSONSerialization`, which reads everything.
struct JSONStringCheckTests {
  @Test(arguments: [
    #"{"a":"plain","b":"\"\\\/\b\f\n\r\t","c":"\u00e9\u0000\uFFFF"}"#,
    #"{"smile":"\ud83d\ude00","raw":"😀 é ß 漢字","nan":"NaN","n":[1,-2.5e3,true,null]}"#,
    "\u{FEFF}{\"bom\":1}", "[]", "{}",
  ])
  func wellFormedStringsPass(_ text: String) throws {
    let data = Data(text.utf8)
    #expect(JSONStringCheck.stringsAreWellFormed(data))
  }

  @Test(arguments: [
    #"{"a":"\5"}"#, #"{"a":"\u12"}"#, #"{"a":"\u12G4"}"#, #"{"a":"\ud800"}"#,
    #"{"a":"\udc00"}"#, #"{"a":"\ud800\u0041"}"#, #"{"a":"\ud800x"}"#, #"{"a":"x"#,
    "{\"a\":\"x\u{1}y\"}", "{\"a\":\"x\ny\"}", #"{"a":"\"#,
  ])
  func damagedStringsAreCaught(_ text: String) throws {
    let data = Data(text.utf8)
    #expect(!JSONStringCheck.stringsAreWellFormed(data))
    #expect((try? JSONSerialization.jsonObject(with: data)) == nil)
  }

  @Test func invalidUTF8IsCaught() {
    var data = Data(#"{"a":"xy"}"#.utf8)
    data[6] = 0xC0
    #expect(!JSONStringCheck.stringsAreWellFormed(data))
  }
}
