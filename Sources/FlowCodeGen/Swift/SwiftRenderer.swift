import FlowSyntax

/// Renders a `SwiftFile` to text with two-space indentation: the only code that decides layout.
///
/// Each line is appended to one output string as it is laid out: keeping every line as its own
/// `String` and joining them at the end copied a 10,000-route file's 12.6 MB twice more, and at
/// that size the copies no longer fit in the cache. With `SwiftExpressionLayout` writing each
/// piece once, this cut `flowc generate` at 10,000 routes from 6.1 to 5.2 billion instructions.
public struct SwiftRenderer {
  private var output = ""
  private var depth = 0
  /// The indentation of each depth reached so far, made once per depth rather than once per line.
  private var indentations = [""]

  public init() {}

  /// The file's source text, ending in a single newline.
  public static func render(_ file: SwiftFile) -> String {
    var renderer = SwiftRenderer()
    // A header line names the spec's file, whose name may hold anything: written as a message
    // quotes untrusted text, so a line break cannot end the comment (the rest of the name would be
    // read as code) and a bidirectional control cannot make the line read otherwise than it compiles.
    for line in file.header {
      renderer.emit(line.isEmpty ? "//" : "// " + StringLiteral.visible(line))
    }
    if !file.header.isEmpty { renderer.emit("") }
    for module in file.imports { renderer.emit("public import \(module)") }
    for declaration in file.declarations {
      renderer.emit("")
      renderer.render(declaration)
    }
    return renderer.output
  }

  /// Appends a line at the current depth; a line holding line breaks (a multi-line signature) is
  /// indented as a whole, keeping its inner, relative indentation.
  ///
  /// Split on the newline byte, not on `Character`s: the generated route and name tables are lines
  /// of hundreds of kilobytes, and walking them by grapheme was most of `flowc generate`'s time.
  /// Every `\r` in generated text is escaped (`SwiftLiteral`), so no `\r\n` pair is split apart.
  private mutating func emit(_ line: String) {
    guard Self.holdsLineBreak(line) else { return append(Substring(line)) }
    for part in line.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      append(Substring(part))
    }
  }

  /// Whether `line` holds a newline byte, searched in its contiguous UTF-8 where it has one:
  /// through `utf8`'s iterator the search took 27 instructions a byte, a third of a billion over
  /// a 10,000-route file.
  private static func holdsLineBreak(_ line: String) -> Bool {
    let newline = UInt8(ascii: "\n")
    return line.utf8.withContiguousStorageIfAvailable { $0.contains(newline) }
      ?? line.utf8.contains(newline)
  }

  /// Appends `line` and a line break, the line indented unless it is empty.
  private mutating func append(_ line: Substring) {
    if !line.isEmpty {
      while indentations.count <= depth {
        indentations.append(String(repeating: "  ", count: indentations.count))
      }
      output += indentations[depth]
      output += line
    }
    output += "\n"
  }

  /// `prefix`, `value` and `suffix`, the value laid out by `SwiftExpressionLayout`.
  private mutating func emit(_ prefix: String, _ value: SwiftExpression, _ suffix: String = "") {
    for line in SwiftExpressionLayout.lines(value, prefix: prefix, suffix: suffix) {
      depth += line.depth
      emit(line.text)
      depth -= line.depth
    }
  }

  private mutating func emit(docs: [String]) {
    for line in SwiftLiteral.docLines(docs) { emit(line) }
  }

  private mutating func render(_ declaration: SwiftDeclaration) {
    switch declaration {
    case .enumeration(let type, let cases):
      openType("enum", type)
      for enumCase in cases {
        emit(docs: enumCase.docs)
        let values = enumCase.associatedValues.map { value in
          "\(value.label): \(value.type)" + (value.defaultValue.map { " = " + $0 } ?? "")
        }
        emit(
          "case \(enumCase.name)" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"))
      }
      if !cases.isEmpty, !type.members.isEmpty { emit("") }
      renderMembers(type.members)
      closeBlock()
    case .structure(let type) where type.members.isEmpty:
      emit(docs: type.docs)
      emit(Self.typeHeader("struct", type) + " {}")
    case .structure(let type):
      openType("struct", type)
      renderMembers(type.members)
      closeBlock()
    case .extension(let type):
      openType("extension", type)
      renderMembers(type.members)
      closeBlock()
    case .function(let docs, let signature, let body):
      emit(docs: docs)
      openBlock(signature)
      render(body)
      closeBlock()
    case .accessors(let docs, let signature, let getter, let setter):
      emit(docs: docs)
      openBlock(signature)
      openBlock("get")
      render(getter)
      closeBlock()
      openBlock("set")
      render(setter)
      closeBlock()
      closeBlock()
    case .computed(let docs, let signature, let value):
      emit(docs: docs)
      emit(signature + " { ", value, " }")
    case .property(let docs, let declaration, let value):
      emit(docs: docs)
      emit(declaration + " = ", value)
    case .typeAlias(let modifiers, let name, let type):
      emit((modifiers + ["typealias", name, "=", type]).joined(separator: " "))
    case .mark(let text):
      emit("// MARK: - \(text)")
    }
  }

  private static func typeHeader(_ keyword: String, _ type: SwiftTypeDeclaration) -> String {
    var header = (type.modifiers + [keyword, type.name]).joined(separator: " ")
    if !type.conformances.isEmpty { header += ": " + type.conformances.joined(separator: ", ") }
    if let whereClause = type.whereClause { header += " where " + whereClause }
    return header
  }

  private mutating func openType(_ keyword: String, _ type: SwiftTypeDeclaration) {
    emit(docs: type.docs)
    openBlock(Self.typeHeader(keyword, type))
  }

  private mutating func openBlock(_ header: String) {
    emit(header + " {")
    depth += 1
  }

  private mutating func closeBlock() {
    depth -= 1
    emit("}")
  }

  /// Members one after another, a blank line between them except within a list of names.
  private mutating func renderMembers(_ members: [SwiftDeclaration]) {
    for (index, member) in members.enumerated() {
      if index > 0, !(Self.isName(members[index - 1]) && Self.isName(member)) { emit("") }
      render(member)
    }
  }

  /// Whether `declaration` only names a type (a type alias, an empty struct), one line each.
  private static func isName(_ declaration: SwiftDeclaration) -> Bool {
    switch declaration {
    case .typeAlias: true
    case .structure(let type): type.members.isEmpty && type.docs.isEmpty
    default: false
    }
  }

  private mutating func render(_ statements: [SwiftStatement]) {
    for statement in statements { render(statement) }
  }

  private mutating func render(_ statement: SwiftStatement) {
    switch statement {
    case .variable(let keyword, let name, let type, let value):
      emit("\(keyword.rawValue) \(name)" + (type.map { ": " + $0 } ?? "") + " = ", value)
    case .assignment(let target, let value):
      emit(SwiftExpressionLayout.inline(target, suffix: " = "), value)
    case .expression(let value):
      emit("", value)
    case .return(let value):
      if let value { emit("return ", value) } else { emit("return") }
    case .throw(let value):
      emit("throw ", value)
    case .guard(let conditions, let body):
      openBlock("guard " + Self.inline(conditions) + " else")
      render(body)
      closeBlock()
    case .if(let conditions, let body):
      openBlock("if " + Self.inline(conditions))
      render(body)
      closeBlock()
    case .switch(let subject, let cases):
      emit(SwiftExpressionLayout.inline(subject, prefix: "switch ", suffix: " {"))
      for switchCase in cases {
        emit(Self.label(switchCase.pattern) + ":")
        depth += 1
        if switchCase.body.isEmpty { emit("break") } else { render(switchCase.body) }
        depth -= 1
      }
      emit("}")
    }
  }

  private static func inline(_ conditions: [SwiftCondition]) -> String {
    conditions.map { condition in
      switch condition {
      case .binding(let name, let value): "let \(name) = " + SwiftExpressionLayout.inline(value)
      case .expression(let value): SwiftExpressionLayout.inline(value)
      }
    }.joined(separator: ", ")
  }

  private static func label(_ pattern: SwiftPattern) -> String {
    switch pattern {
    case .enumCase(let name, let bindings):
      "case .\(name)"
        + (bindings.isEmpty
          ? "" : "(" + bindings.map { "let " + $0 }.joined(separator: ", ") + ")")
    case .value(let value): "case " + SwiftExpressionLayout.inline(value)
    case .default: "default"
    }
  }
}
