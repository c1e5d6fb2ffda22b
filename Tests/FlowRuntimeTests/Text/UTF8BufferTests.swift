import FlowRuntime
import Foundation
import Testing

/// `String.withUTF8Buffer` lends exactly the string's UTF-8, whatever kind of string it is: empty,
/// small (stored inline), large, made from a `Substring`, or made by Foundation.
struct UTF8BufferTests {
  @Test(arguments: [
    "", "a", "small ascii", "é ü 中文 🙂", String(repeating: "long text, ", count: 40),
    String("prefix/segment/suffix".split(separator: "/")[1]),
    NSString(string: "made by Foundation: ä").description,
  ])
  func lendsExactlyTheStringsUTF8(_ text: String) {
    #expect(text.withUTF8Buffer { Array($0) } == Array(text.utf8))
  }
}
