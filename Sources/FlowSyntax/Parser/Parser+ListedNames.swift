extension Parser {
  /// `event a, b`: the language declares one name per `condition` or `event`, but a list reads
  /// naturally (a new-users review got a bare "found ','"). The list is reported once, at its first
  /// comma (or its second name, in `event a b`, where a review got "expected a declaration"), with
  /// a fix-it giving each name its own line, and its names are declared anyway
  /// (`listedDeclarations`), so their uses are not reported as undeclared. A doubled comma is read
  /// past, one that ends the line is removed by the fix-it, and a name after a listed one with no
  /// comma between (`event a, b c`) is listed too, where it was dropped without a word; a comma
  /// followed by anything else on its line (a keyword, which may start the next declaration) is
  /// left for the declaration loop to report.
  mutating func parseListedNames(
    after first: Identifier, keywordRange: SourceRange,
    _ make: (Identifier, SourceRange, DocComment?) -> Declaration
  ) {
    let start = current.range
    let startsAtComma = at(.comma)
    var names: [Identifier] = []
    var end = first.range.end
    while !current.startsLine, index + 1 < tokens.count {
      let next = tokens[index + 1]
      if !at(.comma) {
        guard isListedName(current), case .identifier(let name) = current.kind else { break }
        names.append(Identifier(name, range: advance()))
      } else if isListedName(next), case .identifier(let name) = next.kind {
        advance()
        names.append(Identifier(name, range: advance()))
      } else if next.tag == .comma, !next.startsLine {
        advance()
        continue
      } else if next.startsLine || next.tag == .endOfFile {
        advance()
      } else {
        break
      }
      end = tokens[index - 1].range.end
    }
    guard end > first.range.end else { return }
    let keyword = source.text(in: keywordRange)
    let line = source.location(of: keywordRange.start).line
    let indentation = source.text(
      in: SourceRange(start: source.lineStarts[line - 1], end: keywordRange.start))
    let isBlank = indentation.utf8.allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    let lineStart = source.lineBreak + (isBlank ? indentation : "") + keyword + " "
    // A name written twice (`event sent sent`) is declared once: the fix-it drops the repeat.
    var seen: Set<String> = [first.text]
    let distinct = names.filter { seen.insert($0.text).inserted }
    let extra = SourceRange(start: first.range.end, end: end)
    let removed = source.text(in: extra).trimmingPrefix(" ")
    report(
      .unexpectedToken, at: start,
      startsAtComma
        ? SyntaxMessages.listedNames(keyword: keyword)
        : SyntaxMessages.secondName(keyword: keyword, first: first.text),
      fixIt: Diagnostic.FixIt(
        distinct.isEmpty ? "remove '\(removed)'" : "declare each \(keyword) on its own line",
        replacing: extra,
        with: distinct.map { lineStart + $0.text }.joined()))
    listedDeclarations += distinct.map { make($0, $0.range, nil) }
  }

  /// Whether `token` is a name on the list's line rather than a keyword.
  func isListedName(_ token: Token) -> Bool {
    guard case .identifier = token.kind else { return false }
    return token.keyword == nil && !token.startsLine
  }
}
