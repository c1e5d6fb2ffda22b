/// What keeps a tab's title or icon from showing in the tab bar: the parser reports it, since the
/// spec is the only place it is written.
enum TabBarTextProblem: Equatable {
  /// `""`.
  case empty
  /// Only spaces, characters that show as nothing (a zero-width space) and marks with nothing to
  /// sit on: the tab reads as untitled (the twelfth new-users review's `" "` and `"\u{200B}"`
  /// titles were accepted).
  case blank
  /// A control character (a newline, NUL) or a line separator, which a tab bar cannot show.
  case controlCharacter(Unicode.Scalar)
  /// An icon with a space or a character that shows as nothing or controls: no SF Symbol is named
  /// so (`"house\n"` was accepted).
  case notASymbolName

  /// The problem with a tab's title, or nil.
  init?(title: String) {
    if title.isEmpty {
      self = .empty
    } else if let control = title.unicodeScalars.first(where: Self.isControl) {
      self = .controlCharacter(control)
    } else if title.unicodeScalars.allSatisfy({
      Self.showsAsNothingOrASpace($0) || StringLiteral.isCombiningMark($0)
    }) {
      // Marks with nothing to sit on (a lone U+0301) are no title either.
      self = .blank
    } else {
      return nil
    }
  }

  /// The problem with a tab's icon, or nil.
  init?(icon: String) {
    if icon.isEmpty {
      self = .empty
    } else if icon.unicodeScalars.contains(where: {
      Self.showsAsNothingOrASpace($0) || Self.isControl($0)
    }) {
      self = .notASymbolName
    } else {
      return nil
    }
  }

  /// Spaces, what Unicode calls default-ignorable, and the braille blank U+2800, which fonts draw
  /// as nothing.
  private static func showsAsNothingOrASpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
      || scalar.value == 0x2800
  }

  /// C0 and C1 controls, and the line and paragraph separators, which break a title in two.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
