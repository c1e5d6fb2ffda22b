import FlowSema

/// The routes as the text `RouteSpec.routes(fromTableText:)` reads (FlowRuntime describes the
/// format): generated code hands the table over as one string literal, which builds in no time where
/// an array literal of specs costs code per segment.
enum RouteTableText {
  /// The bytes a part escapes: every byte that marks structure, `%` itself, and control bytes.
  private static let marks = Set(" %\n\r>/{}*?=:!".utf8)

  static func text(_ routes: [RouteModel]) -> String {
    routes.map(line).joined(separator: "\n")
  }

  private static func line(_ route: RouteModel) -> String {
    let segments = route.segments.map { segment -> String in
      switch segment {
      case .literal(let text): "/" + escaped(text)
      case .parameter(let name, let type): "{" + escaped(name) + ":" + type.rawValue
      case .catchAll(let name): "*" + escaped(name)
      }
    }
    let query = route.query.map {
      "?" + escaped($0.key) + "=" + escaped($0.name) + ":" + $0.type.rawValue
        + ($0.isRequired ? "!" : "")
    }
    return ([">"] + segments + query).joined(separator: " ")
  }

  /// `text` with each marking or control character as `%XX`; other characters are kept, so the
  /// runtime reads back the same UTF-8.
  ///
  /// Most parts escape nothing and are returned as they are: appending every part scalar by
  /// scalar made the table cost 0.42 billion instructions at 10,000 routes (0.28 billion now).
  private static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: isEscaped) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard scalar.isASCII, let byte = UInt8(exactly: scalar.value), isEscaped(byte) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
    return result
  }

  /// Whether an ASCII byte is written as `%XX`: a marking byte or a control byte. No byte of a
  /// scalar outside ASCII is one.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || marks.contains(byte)
  }
}
