import FlowRuntime
import FlowSyntax

/// A parameter type FlowKit supports: the runtime's `ParameterType`, so a type means the same text
/// to the checker as to the matcher that parses it.
public typealias ValueType = ParameterType

extension ParameterType {
  /// The type's name in Swift, which is also how specs spell it.
  public var swiftName: String { rawValue }
}

extension ParameterType {
  /// The value a mistyped constant surely meant, where there is no doubt: a number or a Bool in
  /// quotes (`step: Int = "1"`, `Post(id: "12")`). Only decimal text (no `0x10`, `nan` or `inf`)
  /// is taken, in the spelling Swift prints, which the lexer reads: `+5`, `.5` and `5.` are not
  /// numbers unquoted; a whole number written with a zero fraction for an `Int` (`7.0`) is that
  /// number. Anything else (a fraction for an `Int`, a word for a number) has more than one fix, so
  /// the help offers them and no fix-it picks one. A number or a Bool unquoted for a String
  /// (`Account(id: 12)`) is its text as `written`, in quotes (`007` stays `"007"`). FL0110 (a
  /// default) and FL0309 (a landing's or an expect's argument) write it as their fix-it.
  package func valueMeant(by value: Literal.Value, written: String) -> String? {
    guard case .string(let text) = value else {
      switch (self, value) {
      case (.string, .integer), (.string, .float), (.string, .bool): return "\"\(written)\""
      // A whole number written with a fraction (`days: 7.0` for an Int) means that number, as
      // FL0110's help already said for a default (the twenty-first new-users review).
      case (.int, .float(let number)) where Self.isWholeWithZeroFraction(written):
        return String(Int(number))
      default: return nil
      }
    }
    switch self {
    case .int, .double:
      guard text.utf8.allSatisfy({ "0123456789.-+eE".utf8.contains($0) }) else { return nil }
      if self == .int { return Int(text).map(String.init) }
      return Double(text).flatMap { $0.isFinite ? $0.description : nil }
    case .bool:
      return text == "true" || text == "false" ? text : nil
    case .string, .uuid:
      return nil
    }
  }

  /// Whether `written` is a whole number with only zeros after its point (`7.0`, `-12.000`), read
  /// as written: the parsed `Double` of `7.0000000000000001` is 7 too (the second review), and an
  /// exponent or more than 15 digits is left to the help.
  private static func isWholeWithZeroFraction(_ written: String) -> Bool {
    let digits = written.hasPrefix("-") ? written.dropFirst() : written[...]
    guard let point = digits.firstIndex(of: "."), point != digits.startIndex,
      digits[..<point].count <= 15, digits[..<point].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return false }
    let fraction = digits[digits.index(after: point)...]
    return !fraction.isEmpty && fraction.allSatisfy { $0 == "0" }
  }

  /// The help for an argument `literal` that does not fit parameter `parameter` of this type, where
  /// no fix-it can say what was meant: how a UUID is written (`id: 42` for a UUID parameter got
  /// only "does not fit": the eighteenth new-users review).
  package func argumentHelp(for literal: Literal, parameter: String) -> String? {
    guard self == .uuid else { return nil }
    if case .string = literal.value {
      return "a UUID is written as 8-4-4-4-12 hexadecimal digits"
    }
    return "a UUID is written in quotes as 8-4-4-4-12 hexadecimal digits, such as "
      + "`\(parameter): \"00000000-0000-0000-0000-000000000000\"`"
  }

  /// The fix-it replacing `literal` with the value it surely meant (`valueMeant(by:)`), if any.
  package func fixItForValueMeant(by literal: Literal, in source: SourceFile) -> Diagnostic.FixIt? {
    valueMeant(by: literal.value, written: source.text(in: literal.range)).map {
      .replacing(literal.range, with: $0)
    }
  }
}
