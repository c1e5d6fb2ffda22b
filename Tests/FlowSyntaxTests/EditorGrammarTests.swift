import FlowSyntax
import Foundation
import Testing

/// The VS Code grammar in docs/editors stays in step with the lexer.
@Suite struct EditorGrammarTests {
  private func grammarPatterns() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let url = root.appendingPathComponent("docs/editors/vscode/syntaxes/flow.tmLanguage.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    var patterns: [String] = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, child) in object {
          if ["match", "begin", "end"].contains(key), let text = child as? String {
            patterns.append(text)
          }
          collect(child)
        }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(json)
    return patterns
  }

  @Test func everyKeywordIsHighlighted() throws {
    let patterns = try grammarPatterns()
    let missing = Keyword.allCases.map(\.rawValue).filter { keyword in
      !patterns.contains { pattern in
        ["(\(keyword)|", "|\(keyword)|", "|\(keyword))", "(\(keyword))"].contains {
          pattern.contains($0)
        }
      }
    }
    #expect(missing == [])
  }

  @Test func everyPatternCompiles() throws {
    for pattern in try grammarPatterns() {
      #expect(throws: Never.self) { _ = try NSRegularExpression(pattern: pattern) }
    }
  }

  @Test func everyParameterTypeIsHighlighted() throws {
    let types = try #require(try grammarPatterns().first { $0.contains("String|Int") })
    for type in ["String", "Int", "Double", "Bool", "UUID"] { #expect(types.contains(type)) }
  }
}
