/// Prints a parsed `.flow` file in the one canonical layout, keeping every comment.
///
/// Layout: two-space indentation, one item per line, `{` on the declaration's line, a blank line
/// between declarations that have bodies (other blank lines between declarations kept, at most one),
/// parameters inline unless one has docs or a comment, strings and numbers exactly as written. Comments
/// stay before the item they preceded; a comment that followed code on its line stays at the end of
/// that line, or of the first line when the layout splits a declaration written on one line.
/// Formatting a formatted file changes nothing.
public struct Formatter {
  private let source: SourceFile
  /// Plain comments and the `///` lines that document nothing, in source order.
  private let comments: [Comment]
  /// Where those `///` lines start: they print in the canonical `/// text` form, as docs do.
  private let strayDocStarts: Set<Int>
  private var nextComment = 0
  /// Comments already printed ahead of their turn (where each starts), which `flushComments` skips.
  private var printedEarly: Set<Int> = []
  /// The line that ends with a comment moved there by `endOfLineComment`, and that comment: a
  /// comment written after code inside the declaration goes before it, not into it (a `/* c */`
  /// after `// flowc:ignore FL0210` would be read as three more codes).
  private var movedComment: (line: Int, text: String)?
  private var lines: [String] = []
  private var depth = 0

  private init(source: SourceFile, file: FlowFile) {
    self.source = source
    let strayDocs = Self.strayDocLines(
      Lexer.tokenize(source).docLines, attached: Self.docs(of: file))
    self.strayDocStarts = Set(strayDocs.map(\.range.start))
    self.comments = (file.comments + strayDocs).sorted { $0.range.start < $1.range.start }
  }

  /// The `///` lines no declaration, parameter or tab carries: before `scheme`, `root`, `on`, `push`,
  /// a landing's screen or `}`, or at the end of the file. The parser drops them with the token they
  /// precede; the formatter keeps them as comments, so that formatting never loses one.
  private static func strayDocLines(_ lines: [Comment], attached: [DocComment]) -> [Comment] {
    let ranges = attached.map(\.range).sorted { $0.start < $1.start }
    var next = 0
    return lines.filter { line in
      while next < ranges.count, ranges[next].end <= line.range.start { next += 1 }
      return !(next < ranges.count && ranges[next].start <= line.range.start)
    }
  }

  /// Every doc comment the tree carries.
  private static func docs(of file: FlowFile) -> [DocComment] {
    var docs: [DocComment] = []
    for declaration in file.declarations {
      switch declaration {
      case .app(let app): docs += [app.docs].compactMap { $0 }
      case .condition(let condition): docs += [condition.docs].compactMap { $0 }
      case .event(let event): docs += [event.docs].compactMap { $0 }
      case .phase(let phase):
        docs += [phase.docs].compactMap { $0 }
        for case .tab(let tab) in phase.items { docs += [tab.docs].compactMap { $0 } }
      case .screen(let screen):
        docs += [screen.docs].compactMap { $0 } + screen.parameters.compactMap(\.docs)
      case .route(let route): docs += [route.docs].compactMap { $0 }
      case .expect(let expectation): docs += [expectation.docs].compactMap { $0 }
      }
    }
    return docs
  }

  /// The canonical text of a file, or `nil` when it has syntax errors or is not UTF-8 (formatting
  /// could lose text).
  public static func format(_ source: SourceFile) -> String? {
    // Text that is not UTF-8 would come back with U+FFFD in place of its bad bytes: leave it alone.
    guard String(validating: source.bytes, as: UTF8.self) != nil else { return nil }
    guard var (text, hasStrayDocs) = formatOnce(source) else { return nil }
    // A stray `///` is printed where it stood; printed just before a declaration, parameter or tab,
    // it documents it from then on, which moves plain comments after the docs and can change the
    // layout (documented parameters make a body). Formatting again settles that, so that formatting a
    // formatted file changes nothing. Files without stray docs take one pass.
    var passes = 1
    while hasStrayDocs, passes < maximumPasses {
      guard let (next, stillStray) = formatOnce(SourceFile(path: source.path, text: text)),
        next != text
      else { break }
      (text, hasStrayDocs) = (next, stillStray)
      passes += 1
    }
    return text
  }

  /// Passes that settle stray docs: the second pass sees them attached and the third changes
  /// nothing; the bound keeps an unforeseen case from looping.
  private static let maximumPasses = 4

  /// One pass: the text, and whether it had stray docs; `nil` when the source has syntax errors.
  private static func formatOnce(_ source: SourceFile) -> (text: String, hasStrayDocs: Bool)? {
    let parsed = Parser.parse(source)
    guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
    var formatter = Formatter(source: source, file: parsed.file)
    formatter.formatFile(parsed.file)
    return (formatter.lines.joined(separator: "\n") + "\n", !formatter.strayDocStarts.isEmpty)
  }

  private mutating func formatFile(_ file: FlowFile) {
    var previous: Declaration?
    for declaration in file.declarations {
      let start = docsStart(of: declaration)
      // Comments at the end of the previous declaration's line stay there, before any blank line.
      flushTrailingComments(before: start)
      let gapEnd =
        nextComment < comments.count ? min(comments[nextComment].range.start, start) : start
      if let previous, needsBlankLine(between: previous, and: declaration, gapEnd: gapEnd) {
        emitBlankLine()
      }
      flushComments(before: start)
      format(declaration)
      previous = declaration
    }
    flushComments(before: source.bytes.count + 1)
    while lines.last == "" { lines.removeLast() }
  }

  /// Whether a blank line separates two declarations: always around bodies and between kinds, and
  /// where the author left one before whatever comes next (a comment, or the declaration itself).
  private func needsBlankLine(between previous: Declaration, and next: Declaration, gapEnd: Int)
    -> Bool
  {
    hasBody(previous) || hasBody(next) || kind(previous) != kind(next)
      || source.hasBlankLine(between: previous.range.end, and: gapEnd)
  }

  /// Emits the comments before `offset` that follow code on their line, stopping at the first that
  /// starts its own line.
  private mutating func flushTrailingComments(before offset: Int) {
    while nextComment < comments.count, comments[nextComment].range.start < offset,
      source.hasCodeBefore(comments[nextComment].range.start)
    {
      flushComments(before: comments[nextComment].range.start + 1)
    }
  }

  // MARK: Declarations

  private mutating func format(_ declaration: Declaration) {
    switch declaration {
    case .app(let app):
      emit(docs: app.docs, before: app.range.start)
      openBlock("app \(app.name.text)", of: app.range) { formatter in
        for setting in app.settings {
          formatter.flushComments(before: setting.range.start)
          formatter.emit(formatter.setting(setting))
        }
      }
    case .condition(let condition):
      emit(docs: condition.docs, before: condition.range.start)
      emit("condition \(condition.name.text)")
    case .event(let event):
      emit(docs: event.docs, before: event.range.start)
      emit("event \(event.name.text)")
    case .phase(let phase):
      emit(docs: phase.docs, before: phase.range.start)
      openBlock(
        "phase \(phase.name.text)" + requiresClause(phase.requires), of: phase.range
      ) { formatter in
        for item in phase.items {
          formatter.flushComments(before: formatter.start(of: item))
          formatter.format(item)
        }
      }
    case .screen(let screen):
      format(screen)
    case .route(let route):
      emit(docs: route.docs, before: route.range.start)
      let caseName = route.caseName.map { " as \($0.text)" } ?? ""
      let options = route.options.map { " \($0.keyword.text) \($0.value.text)" }.joined()
      let header = "route \(text(route.patternLiteral.range)) -> "
      if let close = commentedListEnd(route.landing) {
        // A comment inside the brackets stays there: one screen per line. A comment that ended a
        // route written on one line ends its first line still, the line a `// flowc:ignore` in
        // it covers: after the `]` it would cover nothing the route is warned about.
        emit(header + "[" + endOfLineComment(after: route.range))
        depth += 1
        for step in route.landing.steps {
          flushComments(before: step.range.start)
          emit(self.step(step) + ",")
        }
        flushComments(before: close)
        depth -= 1
        emit("]" + tabClause(route.landing) + caseName + options)
      } else {
        emit(header + landing(route.landing) + caseName + options)
      }
    case .expect(let expectation):
      emit(docs: expectation.docs, before: expectation.range.start)
      let conditions = expectation.conditions.map(\.text).joined(separator: ", ")
      let header =
        "expect \(text(expectation.url.range))" + (conditions.isEmpty ? "" : " when " + conditions)
      switch expectation.outcome {
      case .lands(let landing):
        emit("\(header) -> \(self.landing(landing))")
      case .nothing:
        emit("\(header) -> nothing")
      case .held(_, let followUps):
        let then = followUps.map {
          let outcome =
            switch $0.outcome {
            case .lands(let landing): self.landing(landing)
            case .held: "held"
            case .dropped: "dropped"
            }
          return ", then " + $0.steps.map(\.text).joined(separator: ", ") + " -> " + outcome
        }
        emit("\(header) -> held" + then.joined())
      }
    }
  }

  private mutating func format(_ screen: ScreenDeclaration) {
    emit(docs: screen.docs, before: screen.range.start)
    var header = "\(screen.kind.rawValue) \(screen.name.text)"
    let multiline =
      screen.parameters.contains { $0.docs != nil }
      || hasComment(in: screen, upTo: parametersEnd(screen))
    if !screen.parameters.isEmpty, multiline {
      emit(header + "(" + endOfLineComment(after: screen.range))
      depth += 1
      for parameter in screen.parameters {
        flushComments(before: parameter.docs?.range.start ?? parameter.range.start)
        emit(docs: parameter.docs, before: parameter.range.start)
        emit(self.parameter(parameter) + ",")
      }
      flushComments(before: parametersEnd(screen))
      depth -= 1
      header = ")"
    } else if !screen.parameters.isEmpty {
      header += "(" + screen.parameters.map(parameter).joined(separator: ", ") + ")"
    }
    header += requiresClause(screen.requires, else: screen.guardFailure)
    guard
      !screen.items.isEmpty || hasComment(in: screen, upTo: screen.range.end) && hasBraces(screen)
    else {
      emit(header)
      return
    }
    openBlock(header, of: screen.range) { formatter in
      for item in screen.items {
        formatter.flushComments(before: item.range.start)
        switch item {
        case .push(let names, _):
          formatter.emit("push " + names.map(\.text).joined(separator: ", "))
        case .present(let names, _):
          formatter.emit("present " + names.map(\.text).joined(separator: ", "))
        case .handler(let handler): formatter.emit(formatter.handler(handler))
        }
      }
    }
  }

  private mutating func format(_ item: PhaseItem) {
    switch item {
    case .check(let check):
      let otherwise = check.otherwise.map { " : \($0.text)" } ?? ""
      emit("check \(check.condition.text) ? \(check.then.text)\(otherwise)")
    case .root(let name, _):
      emit("root \(name.text)")
    case .tab(let tab):
      emit(docs: tab.docs, before: tab.range.start)
      emit(
        (tab.isDefault ? "default " : "")
          + "tab \(tab.name.text) \(text(tab.title.range)) icon \(text(tab.icon.range)) root \(tab.root.text)"
          + requiresClause(tab.requires, else: tab.guardFailure))
    case .handler(let handler):
      emit(self.handler(handler))
    case .present(let names, _):
      emit("present " + names.map(\.text).joined(separator: ", "))
    }
  }

  // MARK: Pieces

  private func setting(_ setting: AppSetting) -> String {
    switch setting.kind {
    case .scheme(let value): "scheme \(text(value.range))"
    case .host(let value): "host \(text(value.range))"
    case .restore(let value): "restore \(value.text)"
    case .stack(let value): "stack \(value.text)"
    case .presentation(let value): "presentation \(value.text)"
    }
  }

  private func handler(_ handler: EventHandler) -> String {
    switch handler.action {
    case .goTo(let phase, let animated):
      "on \(handler.event.text) -> \(phase.text)\(animated ? " animated" : "")"
    case .present(let target): "on \(handler.event.text) -> present \(target.text)"
    case .dismiss: "on \(handler.event.text) -> dismiss"
    }
  }

  private func parameter(_ parameter: Parameter) -> String {
    let type = parameter.type.name.text + (parameter.type.isOptional ? "?" : "")
    let value = parameter.defaultValue.map { " = \(text($0.range))" } ?? ""
    return "\(parameter.name.text): \(type)\(value)"
  }

  private func landing(_ landing: Landing) -> String {
    let steps = landing.steps.map(step)
    let body = landing.isExplicitPath ? "[" + steps.joined(separator: ", ") + "]" : steps.joined()
    return body + tabClause(landing)
  }

  private func step(_ step: ScreenReference) -> String {
    guard !step.arguments.isEmpty else { return step.name.text }
    let arguments = step.arguments.map { argument -> String in
      switch argument.value {
      case .placeholder(let name): "\(argument.label.text): \(name.text)"
      case .literal(let literal): "\(argument.label.text): \(text(literal.range))"
      }
    }
    return "\(step.name.text)(\(arguments.joined(separator: ", ")))"
  }

  /// ` in tab` and ` over current`, as written after a landing's screens.
  private func tabClause(_ landing: Landing) -> String {
    (landing.tab.map { " in \($0.text)" } ?? "")
      + (landing.overCurrent == nil ? "" : " over current")
  }

  private func requiresClause(_ names: [Identifier], else failure: GuardFailure? = nil) -> String {
    guard !names.isEmpty else { return "" }
    let clause = " requires " + names.map(\.text).joined(separator: ", ")
    switch failure?.action {
    case .present(let target): return clause + " else present \(target.text)"
    case .goTo(let phase): return clause + " else -> \(phase.text)"
    case nil: return clause
    }
  }

  // MARK: Output

  private mutating func emit(_ line: String) {
    lines.append(String(repeating: "  ", count: depth) + line)
  }

  private mutating func emitBlankLine() {
    if let last = lines.last, last != "" { lines.append("") }
  }

  /// Emits a doc comment, then any plain comment written between it and the item starting at `start`,
  /// so that comments keep their order.
  private mutating func emit(docs: DocComment?, before start: Int) {
    guard let docs else { return }
    flushComments(before: docs.range.start)
    for line in docs.lines { emit(line.isEmpty ? "///" : "/// " + line) }
    flushComments(before: start)
  }

  /// `header {`, the body, `}`: a declaration's block, one item per line. A comment that ended a
  /// declaration written on one line ends the `{` line (`endOfLineComment`).
  private mutating func openBlock(
    _ header: String, of declaration: SourceRange, body: (inout Formatter) -> Void
  ) {
    emit(header + " {" + endOfLineComment(after: declaration))
    depth += 1
    body(&self)
    flushComments(before: declaration.end)
    depth -= 1
    emit("}")
  }

  /// Emits every comment that starts before `offset`: on its own line, or at the end of the last line
  /// when code preceded it on its source line.
  private mutating func flushComments(before offset: Int) {
    while nextComment < comments.count, comments[nextComment].range.start < offset {
      let comment = comments[nextComment]
      nextComment += 1
      if printedEarly.contains(comment.range.start) { continue }
      let isStrayDoc = strayDocStarts.contains(comment.range.start)
      let text = isStrayDoc ? comment.text : comment.text.trimmingTrailingWhitespace()
      if source.hasCodeBefore(comment.range.start), let last = lines.last, !last.isEmpty {
        if let moved = movedComment, moved.line == lines.count - 1, last.hasSuffix(moved.text) {
          lines[lines.count - 1] = last.dropLast(moved.text.count) + " " + text + moved.text
        } else {
          lines[lines.count - 1] = last + " " + text
        }
      } else {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          // Lines after the first of a block comment keep their own indentation.
          if index == 0 { emit(String(line)) } else { lines.append(String(line)) }
        }
        let following =
          nextComment < comments.count ? min(comments[nextComment].range.start, offset) : offset
        // No blank line after a stray `///`: where it lands before a declaration it documents it
        // once formatted, and docs are printed without the blank lines between them.
        if !isStrayDoc, source.hasBlankLine(between: comment.range.end, and: following) {
          emitBlankLine()
        }
      }
    }
  }

  /// ` // comment` when a comment follows a declaration written on one line, on that line, which
  /// the formatter splits over several: the comment stays on the first, the line the author's
  /// `// flowc:ignore` covers (after the last, `}` or `]`, it would cover nothing the declaration
  /// is warned about). The comment is marked printed; `""` when there is none to move.
  private mutating func endOfLineComment(after declaration: SourceRange) -> String {
    guard !source.hasLineBreak(between: declaration.start, and: declaration.end) else { return "" }
    let index = comments.partitioningIndex { $0.range.start >= declaration.end }
    guard index < comments.count,
      source.hasOnlyBlanks(between: declaration.end, and: comments[index].range.start)
    else { return "" }
    let comment = comments[index]
    guard !comment.text.contains("\n"), !printedEarly.contains(comment.range.start) else {
      return ""
    }
    printedEarly.insert(comment.range.start)
    let text = " " + comment.text.trimmingTrailingWhitespace()
    // Every caller emits the line that ends with it next.
    movedComment = (lines.count, text)
    return text
  }

  // MARK: Questions about the source

  private func text(_ range: SourceRange) -> String { source.text(in: range) }

  private func docsStart(of declaration: Declaration) -> Int {
    let docs: DocComment? =
      switch declaration {
      case .app(let app): app.docs
      case .condition(let condition): condition.docs
      case .event(let event): event.docs
      case .phase(let phase): phase.docs
      case .screen(let screen): screen.docs
      case .route(let route): route.docs
      case .expect(let expectation): expectation.docs
      }
    return docs?.range.start ?? declaration.range.start
  }

  private func start(of item: PhaseItem) -> Int {
    if case .tab(let tab) = item, let docs = tab.docs { return docs.range.start }
    return item.range.start
  }

  /// Where the `]` of a bracketed landing is, when a comment lies between its brackets; `nil` for a
  /// landing printed on one line.
  private func commentedListEnd(_ landing: Landing) -> Int? {
    guard landing.isExplicitPath, let last = landing.steps.last else { return nil }
    // After the last screen come blanks, a `,` and comments, then the `]`.
    var offset = last.range.end
    var index = comments.partitioningIndex { $0.range.start >= offset }
    while offset < source.bytes.count {
      if index < comments.count, comments[index].range.start == offset {
        offset = comments[index].range.end
        index += 1
      } else if source.bytes[offset] == UInt8(ascii: "]") {
        break
      } else {
        offset += 1
      }
    }
    let inside = comments.contains {
      $0.range.start > landing.range.start && $0.range.start < offset
    }
    return inside ? offset : nil
  }

  private func hasBody(_ declaration: Declaration) -> Bool {
    switch declaration {
    case .app, .phase: true
    case .screen(let screen): !screen.items.isEmpty || screen.parameters.contains { $0.docs != nil }
    default: false
    }
  }

  private func kind(_ declaration: Declaration) -> Int {
    switch declaration {
    case .app: 0
    case .condition: 1
    case .event: 2
    case .phase: 3
    case .screen: 4
    case .route: 5
    case .expect: 6
    }
  }

  private func bodyStart(_ screen: ScreenDeclaration) -> Int {
    screen.items.first?.range.start ?? screen.range.end
  }

  /// Where a screen's parameter list ends, after its `)`: a comment past it (after `{`, or ending
  /// the line) belongs to the body or the line, not to the parameters.
  private func parametersEnd(_ screen: ScreenDeclaration) -> Int {
    guard let last = screen.parameters.last,
      let close = source.closingParenthesis(after: last.range.end)
    else { return bodyStart(screen) }
    return close + 1
  }

  private func hasBraces(_ screen: ScreenDeclaration) -> Bool {
    source.bytes[max(0, screen.range.end - 1)] == UInt8(ascii: "}") && screen.range.end > 0
  }

  private func hasComment(in screen: ScreenDeclaration, upTo end: Int) -> Bool {
    comments.contains { $0.range.start > screen.range.start && $0.range.start < end }
  }

}

extension SourceFile {
  /// Whether a line holding only whitespace lies between two offsets.
  fileprivate func hasBlankLine(between start: Int, and end: Int) -> Bool {
    var newlines = 0
    var index = max(0, start)
    while index < min(end, bytes.count) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        newlines += 1
        if newlines >= 2 { return true }
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\r")
      {
        newlines = 0
      }
      index += 1
    }
    return false
  }

  /// Whether only spaces and tabs lie between two offsets: nothing, not even another declaration.
  fileprivate func hasOnlyBlanks(between start: Int, and end: Int) -> Bool {
    guard start < end, end <= bytes.count else { return start == end }
    return bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// Whether a line break lies between two offsets.
  fileprivate func hasLineBreak(between start: Int, and end: Int) -> Bool {
    let upper = min(end, bytes.count)
    guard start < upper else { return false }
    return bytes[start..<upper].contains(UInt8(ascii: "\n"))
  }

  /// Whether anything but whitespace precedes `offset` on its line.
  fileprivate func hasCodeBefore(_ offset: Int) -> Bool {
    var index = min(offset, bytes.count) - 1
    while index >= 0, bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") { return true }
      index -= 1
    }
    return false
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var scalars = Substring(self)
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for a predicate that is false then true.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
