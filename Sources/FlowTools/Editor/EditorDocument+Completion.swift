import FlowSyntax

extension EditorDocument {
  /// The names that fit at `offset`, judged from the token before the word being typed: screens
  /// after `push` or `root`, screens, sheets and covers after `[`, sheets and covers after
  /// `present` (a guard's `else present` too), conditions after `requires` or `check`, events
  /// after `on`, phases after a handler's or a guard's `->` or in a `check`, screens, sheets and
  /// covers after a route's `->`, tabs after a landing's `in`, `present` after a guard's `else`,
  /// `current` after `over`, and declaration keywords at the start of one. Sorted by name, declared
  /// names only; the editor filters by what is typed. Nothing inside a comment or a string.
  func completions(at offset: Int) -> [CompletionItem] {
    guard !isTooLarge, !isInComment(offset), let context = completionContext(at: offset)
    else { return [] }
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
    case .keywords(let words):
      return words.sorted().map { CompletionItem(label: $0, kind: .keyword, documentation: nil) }
    }
  }

  private enum CompletionContext {
    case names(Set<SymbolKind>)
    case keywords(Set<String>)

    static let declarationKeywords = keywords(Set(Keyword.declarationStarts.map(\.rawValue)))
  }

  private static let screenKinds: Set<SymbolKind> = [.screen, .sheet, .cover]

  private func completionContext(at offset: Int) -> CompletionContext? {
    // The tokens before the cursor, without the word being typed.
    var before = tokens.prefix { $0.range.end <= offset && $0.kind != .endOfFile }
    var wordStart = offset
    if let last = before.last, last.range.end == offset, case .identifier = last.kind {
      wordStart = last.range.start
      before.removeLast()
    }
    let tokens = Array(before)
    if startsLine(wordStart) && isTopLevel(tokens) { return .declarationKeywords }
    guard !tokens.isEmpty else { return nil }
    var index = tokens.count - 1
    // `push A, B, |`: what the list started with decides.
    while index >= 2, tokens[index].kind == .comma, case .identifier = tokens[index - 1].kind {
      index -= 2
    }
    let head = tokens[index]
    let word: String? = if case .identifier(let text) = head.kind { text } else { nil }
    switch (head.kind, word) {
    // Only a screen is pushed or a root (a sheet there is FL0108); a landing may end in a sheet.
    case (_, "push"), (_, "root"): return .names([.screen])
    case (_, "present"): return .names([.sheet, .cover])
    case (_, "requires"), (_, "check"): return .names([.condition])
    case (_, "on"): return .names([.event])
    case (_, "in"): return .names([.tab])
    case (_, "else"): return .keywords([Keyword.present.rawValue])
    case (_, "over"): return .keywords([Keyword.current.rawValue])
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

  /// Whether `offset` is inside a comment, or at the end of a `//` comment's line.
  private func isInComment(_ offset: Int) -> Bool {
    commentRanges.contains { $0.start < offset && offset <= $0.end }
  }

  /// Whether only blanks precede `offset` on its line.
  private func startsLine(_ offset: Int) -> Bool {
    let line = source.location(of: offset).line
    let lineStart = source.lineStarts[line - 1]
    return source.bytes[lineStart..<min(offset, source.bytes.count)].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
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
