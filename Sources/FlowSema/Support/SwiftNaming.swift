/// How spec names become Swift identifiers, and which results Swift cannot use.
enum SwiftNaming {
  /// The name with each `-` turned into `_`.
  static func identifier(_ name: String) -> String {
    String(name.map { $0 == "-" ? "_" : $0 })
  }

  /// A lowerCamelCase enum case or label: `ProjectDetail` -> `projectDetail`, `URLView` -> `urlView`.
  static func caseName(_ name: String) -> String {
    let characters = Array(identifier(name))
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    guard upperRun > 0 else { return String(characters) }
    // In `URLView` the run is `URLV`; its last letter starts the next word and stays uppercase.
    let lowered =
      upperRun == characters.count || upperRun == 1
      ? upperRun : (characters[upperRun].isLowercase ? upperRun - 1 : upperRun)
    let head = String(characters[0..<lowered]).lowercased()
    return head + String(characters[lowered...])
  }

  /// An UpperCamelCase type name: `code-browser` -> `Code_browser`.
  static func typeName(_ name: String) -> String {
    let text = identifier(name)
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// Words Swift reserves, plus the names that mean something special as a member or type.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
  ]

  /// Whether Swift rejects (or misreads) this identifier without backticks.
  static func isReserved(_ swiftName: String) -> Bool {
    reserved.contains(swiftName)
  }

  /// The modules generated code spells library types with (`Swift.String`, `Foundation.URL`,
  /// `FlowRuntime.Navigator`), so that a spec's names cannot hide them. The app's type is the one
  /// top-level name a spec picks outright: named after one of these modules, it would hide that
  /// module in the whole app module and none of the generated code would compile.
  static let moduleNames: Set<String> = ["Swift", "Foundation", "FlowRuntime"]

  /// Suffixes of the types generated for every app (`Archon` + `Tab`); a screen type must not
  /// take one of these names.
  static let generatedTypeSuffixes = [
    "Phase", "Tab", "Screen", "Sheet", "Cover", "Presentation", "Event", "Condition", "Route",
    "Landing", "Navigator", "Flow", "Conditions", "Routes",
  ]

  /// What the generated route enum declares besides its cases. A case named for a screen that
  /// spells one of these (`Table`, `Landing`) gets a `Route` suffix; a written `as` name may not be
  /// one of them.
  static let routeMembers: Set<String> = [
    "table", "url", "landing", "resolve", "universalLink", "route", "indexAndValues", "routeSpecs",
    "hashValue", "hash", "encode",
  ]
}
