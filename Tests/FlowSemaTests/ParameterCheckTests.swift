import Testing

/// Parameter types and defaults: each spec with the exact diagnostics the checker reports.
private let parameterCheckCases: [SpecCase] = [
  SpecCase(
    "types",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push D }
    screen D(a: Integer = 0, b: Strng, c: Int = "x", d: Int = nil, e: UUID = "nope", f: Double = 1, g: Bool? = true, c: Int = 1)
    """,
    [
      // `Integer` is what other languages call `Int` (a new-users review got no suggestion).
      "4:13 FL0109 unknown type 'Integer'; did you mean 'Int'?",
      "4:29 FL0109 unknown type 'Strng'; did you mean 'String'?",
      "4:45 FL0110 default value \"x\" does not fit parameter 'c' of type Int",
      "4:59 FL0110 default value nil does not fit parameter 'd' of type Int",
      "4:74 FL0110 default value \"nope\" does not fit parameter 'e' of type UUID",
      "4:114 FL0111 'D' has more than one parameter named 'c'",
    ]),
  SpecCase(
    "root-parameters",
    """
    app A { scheme "a" }
    phase main { root Detail }
    screen Detail(id: Int, page: Int = 1, filter: String?)
    """,
    [
      "2:19 FL0211 root screen 'Detail' has the required parameter 'id', which nothing can supply"
    ]),
]

@Test(arguments: parameterCheckCases)
func parameterCheckDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// A placeholder after an escape in its pattern is found where it is written: the fix-it for its
/// type replaced the whole pattern with `Int` (the tenth new-users review).
@Test func aPlaceholderTypeAfterAnEscapeIsFixedInPlace() throws {
  let text = #"""
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push P }
    screen P(id: Int)
    route "/caf\u{E9}/\u{1F600}/{id: Date}" -> P
    """#
  let (result, source, _) = check(text)
  #expect(
    result.diagnostics.map { render($0, source) } == [
      "5:34 FL0109 unknown type 'Date'; the placeholder fills parameter 'id' of 'P', whose type is Int"
    ])
  let fixIt = try #require(result.diagnostics.first?.fixIt)
  #expect(
    applying(fixIt, to: text).hasSuffix(#"route "/caf\u{E9}/\u{1F600}/{id: Int}" -> P"#))
}

/// `Int64` is suggested as `Int`, with the 18 digits a link's `Int` has: 19-digit post ids fit
/// `Int64` but no link (ninth new-users review). A misspelled `Int` gets no such help.
@Test func wideIntegerTypesAreToldALinksIntHasEighteenDigits() {
  let text = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Post }
    screen Post(id: Int64, page: Itn)
    """
  let diagnostics = check(text).0.diagnostics
  #expect(
    diagnostics.map(\.message) == [
      "unknown type 'Int64'; did you mean 'Int'?", "unknown type 'Itn'; did you mean 'Int'?",
    ])
  #expect(
    diagnostics.map(\.help) == [
      "a link's Int has at most 18 digits (up to 999,999,999,999,999,999); for ids that may be "
        + "longer, use String",
      nil,
    ])
  #expect(diagnostics.map { $0.fixIt?.replacement } == ["Int", "Int"])
}

/// 128 parameters are a screen's most; the 129th is FL0116, at that parameter (random-spec review:
/// 2,000 checked but took 32 s and 6 GB to type-check, 10,000 did not finish).
@Test func aScreenWithMoreThan128ParametersIsAnError() {
  func spec(_ count: Int) -> String {
    let parameters = (0..<count).map { "p\($0): Int?" }.joined(separator: ", ")
    return "app P { scheme \"p\" }\nphase main { root Home }\nscreen Home { push Many }\n"
      + "screen Many(\(parameters))\n"
  }
  #expect(rendered(spec(128)) == [])
  let column = "screen Many(".count + (0..<128).map { "p\($0): Int?, ".count }.reduce(0, +) + 1
  #expect(
    rendered(spec(129)) == [
      "4:\(column) FL0116 'Many' has 129 parameters, more than the 128 a screen may have"
    ])
}
