import FlowCompiler

extension JSONValue {
  /// On one line without spaces, as a protocol message is sent; keys keep their order, so the same
  /// value is always the same bytes.
  func compactSerialized() -> String {
    var output = ""
    writeCompact(to: &output)
    return output
  }

  private func writeCompact(to output: inout String) {
    switch self {
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.writeCompact(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        output += Self.quoted(member.key) + ":"
        member.value.writeCompact(to: &output)
      }
      output += "}"
    case .string, .integer, .double, .bool, .null:
      output += serialized()
    }
  }
}
