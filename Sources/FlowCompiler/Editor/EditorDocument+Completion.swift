import FlowSyntax

extension EditorDocument {
  /// The names that fit at `offset`, judged from the token before the word being typed: screens
  /// after `push`, `root` or `[`, sheets and covers after `present`, conditions after `requires` or
  /// `check`, events after `on`, phases after a handler's `->` or in a `check`, screens after a
  /// route's `->`, tabs after a landing's `in`, and declaration keywords at the start of one.
  /// Sorted by name, declared names only; the editor filters by what is typed.
  func completions(at offset: Int) -> [CompletionItem] {
    guard let context = completionContext(at: offset) else { return [] }
    switch context {
    case .names(let kinds):
      var seen: Set<String> = []
      return symbols.declarations
        .filter { kinds.contains($0.kind) && seen.insert($0.name.text).inserted }
        .map {
          CompletionItem(
            label: $0.name.text, kind: CompletionItem.Kind(rawValue: $0.kind.rawValue) ?? .keyword,
            documentation: $0.docs?.lines.first)
        }
        .sorted { $0.label < $1.label }
    case .declarationKeywords:
      return Keyword.declarationStarts.sorted().map {
        CompletionItem(label: $0, kind: .keyword, documentation: nil)
      }
    }
  }

  private enum CompletionContext {
    case names(Set<SymbolKind>)
    case declarationKeywords
  }

  private static let screenKinds: Set<SymbolKind> = [.screen, .sheet, .cover]

  private func completionContext(at offset: Int) -> CompletionContext? {
    // The tokens before the cursor, without the word being typed.
    var before = tokens.prefix { $0.range.end <= offset && $0.kind != .endOfFile }
    if let last = before.last, last.range.end == offset, case .identifier = last.kind {
      before.removeLast()
    }
    guard !before.isEmpty else { return .declarationKeywords }
    let tokens = Array(before)
    var index = tokens.count - 1
    // `push A, B, |`: what the list started with decides.
    while index >= 2, tokens[index].kind == .comma, case .identifier = tokens[index - 1].kind {
      index -= 2
    }
    let head = tokens[index]
    let word: String? = if case .identifier(let text) = head.kind { text } else { nil }
    switch (head.kind, word) {
    case (_, "push"), (_, "root"): return .names(Self.screenKinds)
    case (_, "present"): return .names([.sheet, .cover])
    case (_, "requires"), (_, "check"): return .names([.condition])
    case (_, "on"): return .names([.event])
    case (_, "in"): return .names([.tab])
    case (.leftBracket, _): return .names(Self.screenKinds)
    case (.arrow, _):
      // After a route's or an expectation's URL, a screen; after a handler's `->`, a phase.
      if index >= 1, case .string = tokens[index - 1].kind { return .names(Self.screenKinds) }
      return .names([.phase])
    case (.question, _), (.colon, _):
      return isInCheck(tokens, before: index) ? .names([.phase]) : nil
    case (.rightBrace, _): return isTopLevel(tokens) ? .declarationKeywords : nil
    default: return nil
    }
  }

  /// Whether the `?` or `:` at `index` belongs to `check condition ? then : otherwise`.
  private func isInCheck(_ tokens: [Token], before index: Int) -> Bool {
    let lookBehind = tokens[max(0, index - 4)..<index]
    return lookBehind.contains { $0.kind == .identifier("check") }
  }

  /// Whether the braces before the end of `tokens` are all closed.
  private func isTopLevel(_ tokens: [Token]) -> Bool {
    var depth = 0
    for token in tokens {
      if token.kind == .leftBrace { depth += 1 }
      if token.kind == .rightBrace { depth = max(0, depth - 1) }
    }
    return depth == 0
  }
}
