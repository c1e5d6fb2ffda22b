import Foundation
import Testing

@testable import FlowRuntime

@Suite("ParameterType: strict parsing")
struct ParameterTypeTests {
  @Test(
    "Int is an optional - and 1 to 18 digits",
    arguments: [
      ("0", 0), ("-0", 0), ("007", 7), ("-42", -42),
      ("999999999999999999", 999_999_999_999_999_999),
      ("-999999999999999999", -999_999_999_999_999_999),
    ])
  func intAccepted(text: String, value: Int) {
    #expect(ParameterType.int.parse(text) == .int(value))
  }

  @Test(
    "Int refuses everything else",
    arguments: [
      "", "-", "+1", "1.0", " 1", "1 ", "0x1", "1e3", "١", "1_000", "1000000000000000000",
      "-1000000000000000000", "--1", "9223372036854775808",
    ])
  func intRefused(text: String) {
    #expect(ParameterType.int.parse(text) == nil)
  }

  @Test(
    "Double is a decimal number, with an optional exponent",
    arguments: [
      ("0", 0.0), ("1.5", 1.5), ("-1.5", -1.5), ("1e5", 100_000.0), ("1E+5", 100_000.0),
      ("1e-05", 0.00001), ("-0.0", -0.0), ("5e-324", Double.leastNonzeroMagnitude),
      ("1.7976931348623157e+308", Double.greatestFiniteMagnitude), ("007.50", 7.5), ("1e-400", 0),
    ])
  func doubleAccepted(text: String, value: Double) {
    #expect(ParameterType.double.parse(text) == .double(value))
  }

  @Test(
    "Double refuses nan, inf, hex, overflow and loose forms",
    arguments: [
      "", "nan", "NaN", "inf", "-inf", "infinity", "0x1p3", ".5", "5.", "+1", "1e", "1e+", "1e400",
      "-1e400", " 1", "1 ", "1_000", "1,5", "1.5.2", "-",
    ])
  func doubleRefused(text: String) {
    #expect(ParameterType.double.parse(text) == nil)
  }

  @Test("Bool is exactly true or false")
  func bool() {
    #expect(ParameterType.bool.parse("true") == .bool(true))
    #expect(ParameterType.bool.parse("false") == .bool(false))
    for text in ["True", "FALSE", "1", "0", "yes", "", "true "] {
      #expect(ParameterType.bool.parse(text) == nil, "\(text)")
    }
  }

  @Test("UUID is 8-4-4-4-12 hex digits in either case")
  func uuid() throws {
    let expected = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(ParameterType.uuid.parse("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == .uuid(expected))
    #expect(ParameterType.uuid.parse("e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == .uuid(expected))
    for text in [
      "E621E1F8C36C495A93FC0C247A3E6E5F", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
      "E621E1F8-C36C-495A-93FC_0C247A3E6E5F", "",
    ] {
      #expect(ParameterType.uuid.parse(text) == nil, "\(text)")
    }
  }

  @Test("String accepts any text, including empty")
  func string() {
    #expect(ParameterType.string.parse("") == .string(""))
    #expect(ParameterType.string.parse("a/b ✓") == .string("a/b ✓"))
  }

  @Test("Raw values are the .flow type names")
  func rawValues() {
    #expect(ParameterType.allCases.map(\.rawValue) == ["String", "Int", "Double", "Bool", "UUID"])
  }

  @Test(
    "Canonical text: Double shortest round-trip, UUID uppercase",
    arguments: [
      (ParameterValue.double(0.1), "0.1"), (.double(1e20), "1e+20"), (.double(-0.0), "-0.0"),
      (.double(1e-5), "1e-05"), (.double(42), "42.0"), (.int(-7), "-7"), (.bool(true), "true"),
      (.string("a b"), "a b"),
      (
        .uuid(UUID(uuid: (0xAB, 0xCD, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0F))),
        "ABCD0000-0000-0000-0000-00000000000F"
      ),
    ])
  func canonicalText(value: ParameterValue, text: String) {
    #expect(value.text == text)
    #expect(value.type.parse(text) == value)
  }
}
