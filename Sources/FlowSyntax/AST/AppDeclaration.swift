/// `app Name { ... }`: the app's name, URL schemes, universal-link hosts and policies.
public struct AppDeclaration: Sendable {
  public var docs: DocComment?
  public var name: Identifier
  public var settings: [AppSetting]
  public var range: SourceRange

  public init(docs: DocComment?, name: Identifier, settings: [AppSetting], range: SourceRange) {
    self.docs = docs
    self.name = name
    self.settings = settings
    self.range = range
  }
}

/// One line inside `app { ... }`.
public struct AppSetting: Sendable {
  public enum Kind: Sendable {
    /// `scheme "archon"`: a custom URL scheme the app opens.
    case scheme(StringLiteral)
    /// `host "archon.app"`: a universal-link host (https).
    case host(StringLiteral)
    /// `restore tab|stacks|nothing`: what survives a relaunch.
    case restore(Identifier)
    /// `stack replace|push`: what a deep link does to the landing tab's stack by default.
    case stack(Identifier)
    /// `presentation dismiss|keep`: what a deep link does to open sheets and covers by default.
    case presentation(Identifier)
  }

  public var kind: Kind
  /// The setting's keyword, such as `scheme`.
  public var keyword: Identifier
  public var range: SourceRange

  public init(kind: Kind, keyword: Identifier, range: SourceRange) {
    self.kind = kind
    self.keyword = keyword
    self.range = range
  }
}
