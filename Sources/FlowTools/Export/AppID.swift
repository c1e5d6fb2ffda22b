/// An application identifier, `TEAMID.bundle.id`, as apple-app-site-association files name apps.
public struct AppID: Hashable, Sendable, CustomStringConvertible {
  /// The team (application identifier prefix), such as `ABCDE12345`.
  public var team: String
  /// The bundle identifier, such as `app.archon`.
  public var bundleID: String

  /// Parses `TEAMID.bundle.id`: a team of ASCII letters and digits, a dot, then a bundle identifier
  /// of letters, digits, `-` and `.` with no empty part (`app..x`); `nil` for anything else.
  public init?(_ text: String) {
    guard let dot = text.firstIndex(of: ".") else { return nil }
    let team = text[..<dot]
    let bundle = text[text.index(after: dot)...]
    guard !team.isEmpty, team.unicodeScalars.allSatisfy(Self.isAlphanumeric),
      !bundle.isEmpty, !bundle.hasPrefix("."), !bundle.hasSuffix("."), !bundle.contains(".."),
      bundle.unicodeScalars.allSatisfy({ Self.isAlphanumeric($0) || $0 == "-" || $0 == "." })
    else { return nil }
    self.team = String(team)
    self.bundleID = String(bundle)
  }

  public var description: String { team + "." + bundleID }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": true
    default: false
    }
  }
}
