import FlowRuntime
import FlowSyntax

/// How spec names become Swift identifiers, and which results Swift cannot use.
package enum SwiftNaming {
  /// The name with each `-` turned into `_`.
  static func identifier(_ name: String) -> String {
    asciiName(name, { _ in }) ?? String(name.map { $0 == "-" ? "_" : $0 })
  }

  /// A lowerCamelCase enum case or label: `ProjectDetail` -> `projectDetail`, `URLView` -> `urlView`.
  package static func caseName(_ name: String) -> String {
    // Most names are lowerCamelCase already (`id`, `projectId`): each is its own case name, with no
    // copy made.
    if isOwnCaseName(name) { return name }
    let ascii = asciiName(name) { bytes in
      let lowered = loweredPrefix(
        bytes, isUppercase: ASCII.isUppercase, isLowercase: ASCII.isLowercase)
      for position in 0..<lowered { bytes[position] |= 0x20 }
    }
    return ascii ?? unicodeCaseName(name)
  }

  /// Whether `name` is its own `caseName`: it starts with no capital and holds no `-`, as nearly
  /// every parameter and placeholder name does. Two different such names never share a case name.
  package static func isOwnCaseName(_ name: String) -> Bool {
    // Read as one buffer, which every native or small string is: `utf8.contains` went byte by
    // byte through the generic iterator, most of what asking every placeholder cost.
    name.withUTF8Buffer(isOwnCaseName(utf8:))
  }

  /// `isOwnCaseName` of a name's bytes.
  private static func isOwnCaseName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first else { return true }
    return first < 0x80 && !ASCII.isUppercase(first) && !bytes.contains(UInt8(ascii: "-"))
  }

  /// An UpperCamelCase type name: `code-browser` -> `Code_browser`.
  static func typeName(_ name: String) -> String {
    let ascii = asciiName(name) { bytes in
      if let first = bytes.first, ASCII.isLowercase(first) { bytes[0] &= ~0x20 }
    }
    if let ascii { return ascii }
    let text = identifier(name)
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// `caseName` by `Character`, for the rare name that is not ASCII (a route's literal words may
  /// not be), where case is Unicode's.
  private static func unicodeCaseName(_ name: String) -> String {
    let characters = Array(identifier(name))
    let lowered = loweredPrefix(
      characters, isUppercase: \.isUppercase, isLowercase: \.isLowercase)
    let head = String(characters[0..<lowered]).lowercased()
    return head + String(characters[lowered...])
  }

  /// How many leading letters `caseName` lowercases: the run of capitals, except that in `URLView`
  /// (run `URLV`) the last one starts the next word and stays uppercase.
  private static func loweredPrefix<Letters: RandomAccessCollection<Element>, Element>(
    _ letters: Letters, isUppercase: (Element) -> Bool, isLowercase: (Element) -> Bool
  ) -> Int where Letters.Index == Int {
    var upperRun = 0
    while upperRun < letters.count, isUppercase(letters[upperRun]) { upperRun += 1 }
    guard upperRun > 1, upperRun < letters.count else { return upperRun }
    return isLowercase(letters[upperRun]) ? upperRun - 1 : upperRun
  }

  /// The name's bytes with each `-` turned into `_`, then changed by `adjust`, or `nil` when the
  /// name is not all ASCII.
  ///
  /// Every spec name is ASCII (the lexer reads no other identifier), so naming works on bytes,
  /// written straight into the new string rather than through an array (every declared name
  /// passes here, some several times), and leaves `Character` and its Unicode tables to the
  /// fallbacks.
  private static func asciiName(
    _ name: String, _ adjust: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) -> String? {
    var name = name
    return name.withUTF8 { source in
      guard source.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: source.count) { buffer in
        for (position, byte) in source.enumerated() {
          buffer[position] = byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : byte
        }
        adjust(UnsafeMutableBufferPointer(rebasing: buffer[..<source.count]))
        return source.count
      }
    }
  }

  /// Words Swift reserves, plus the names that mean something special as a member or type.
  static var reserved: Set<String> { SwiftReservedWords.all }

  /// Whether Swift rejects (or misreads) this identifier without backticks.
  static func isReserved(_ swiftName: String) -> Bool {
    SwiftReservedWords.contains(swiftName)
  }

  /// The member `CaseIterable` gives the generated enums of conditions, events, phases, tabs and
  /// destinations (`static var allCases`): a case of that name makes `.allCases` ambiguous, and the
  /// enum no longer compiles.
  static let caseListMember = "allCases"

  /// `StackID.root`, the stack above a phase's root screen: a tab whose case is `root` makes
  /// `setPath(_:for: .root)` ambiguous between the tab and that stack, in generated code and in the
  /// app's.
  static let rootStackCase = "root"

  /// The modules generated code spells library types with (`Swift.String`, `Foundation.URL`,
  /// `FlowRuntime.Navigator`), so that a spec's names cannot hide them. The app's type is the one
  /// top-level name a spec picks outright: named after one of these modules, it would hide that
  /// module in the whole app module and none of the generated code would compile.
  static let moduleNames: Set<String> = ["Swift", "Foundation", "FlowRuntime"]

  /// The private type every generated file declares to check the FlowRuntime it is built with: an
  /// app's type of the same name would make the name ambiguous in that file.
  package static let versionCheckType = "_FlowKitVersionCheck"

  /// Suffixes of the types generated for every app (`Archon` + `Tab`); a screen type must not
  /// take one of these names.
  static let generatedTypeSuffixes = [
    "Phase", "Tab", "Screen", "Sheet", "Cover", "Presentation", "Event", "Condition", "Route",
    "Landing", "Navigator", "Flow", "Conditions", "Routes", "Destination",
  ]

  /// What the generated route enum declares besides its cases. A case named for a screen that
  /// spells one of these (`Table`, `Landing`) gets a `Route` suffix; a written `as` name may not be
  /// one of them. Every route named without `as` asks it of its screen's case name, so it is told
  /// as reserved words are (`FixedWordSet`).
  static let routeMembers = FixedWordSet([
    "table", "url", "landing", "resolve", "universalLink", "route", "indexAndValues", "routeSpecs",
    "hashValue", "hash", "encode",
  ])
}
