/// Renders a `SwiftFile` to text with two-space indentation: the only code that decides layout.
public struct SwiftRenderer {
  private var output: [String] = []
  private var depth = 0

  public init() {}

  /// The file's source text, ending in a single newline.
  public static func render(_ file: SwiftFile) -> String {
    var renderer = SwiftRenderer()
    for line in file.header { renderer.emit(line.isEmpty ? "//" : "// " + line) }
    if !file.header.isEmpty { renderer.emit("") }
    for module in file.imports { renderer.emit("public import \(module)") }
    for declaration in file.declarations {
      renderer.emit("")
      renderer.render(declaration)
    }
    return renderer.output.joined(separator: "\n") + "\n"
  }

  /// Appends a line at the current depth; a line holding line breaks is indented as a whole, keeping
  /// its inner, relative indentation.
  private mutating func emit(_ line: String) {
    let indentation = String(repeating: "  ", count: depth)
    for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
      output.append(part.isEmpty ? "" : indentation + part)
    }
  }

  /// `prefix` and `value`: a call with its arguments one a line, one level in, the closing
  /// parenthesis after the last.
  private mutating func emit(_ prefix: String, _ value: SwiftExpression) {
    guard case .call(let callee, let arguments) = value, !arguments.isEmpty else {
      emit(prefix + Self.inline(value))
      return
    }
    emit(prefix + callee + "(")
    depth += 1
    for (index, argument) in arguments.enumerated() {
      emit(Self.inline(argument) + (index == arguments.count - 1 ? ")" : ","))
    }
    depth -= 1
  }

  /// An expression on one line.
  private static func inline(_ value: SwiftExpression) -> String {
    switch value {
    case .code(let code): code
    case .call(let callee, let arguments):
      callee + "(" + arguments.map(inline).joined(separator: ", ") + ")"
    }
  }

  private static func inline(_ argument: SwiftArgument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + inline(argument.value)
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
        let values = enumCase.associatedValues.map { "\($0.label): \($0.type)" }
        emit(
          "case \(enumCase.name)" + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"))
      }
      if !cases.isEmpty, !type.members.isEmpty { emit("") }
      renderMembers(type.members)
      closeBlock()
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
      emit(signature + " {")
      depth += 1
      render(body)
      closeBlock()
    case .line(let docs, let text):
      emit(docs: docs)
      emit(text)
    case .property(let docs, let declaration, let value):
      emit(docs: docs)
      emit(declaration + " = ", value)
    case .mark(let text):
      emit("// MARK: - \(text)")
    }
  }

  private mutating func openType(_ keyword: String, _ type: SwiftTypeDeclaration) {
    emit(docs: type.docs)
    var header = (type.modifiers + [keyword, type.name]).joined(separator: " ")
    if !type.conformances.isEmpty { header += ": " + type.conformances.joined(separator: ", ") }
    if let whereClause = type.whereClause { header += " where " + whereClause }
    emit(header + " {")
    depth += 1
  }

  private mutating func closeBlock(trailer: String = "") {
    depth -= 1
    emit("}" + trailer)
  }

  private mutating func renderMembers(_ members: [SwiftDeclaration]) {
    for (index, member) in members.enumerated() {
      if index > 0 { emit("") }
      render(member)
    }
  }

  private mutating func render(_ statements: [SwiftStatement]) {
    for statement in statements {
      switch statement {
      case .line(let text):
        emit(text)
      case .blank:
        emit("")
      case .keyword(let keyword, let value):
        emit(keyword + " ", value)
      case .block(let header, let body, let trailer):
        emit(header + " {")
        depth += 1
        render(body)
        closeBlock(trailer: trailer)
      case .switchStatement(let subject, let cases):
        emit("switch \(subject) {")
        for switchCase in cases {
          emit(switchCase.label + ":")
          depth += 1
          render(switchCase.body.isEmpty ? [.line("break")] : switchCase.body)
          depth -= 1
        }
        emit("}")
      }
    }
  }
}
