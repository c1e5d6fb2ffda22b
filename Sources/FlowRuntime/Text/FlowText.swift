import Foundation

/// A user-visible text from the spec (a tab's title), localizable: the spec's text is both the key
/// looked up in the app's strings table and the value shown when the table has no entry.
///
/// Foundation's `LocalizedStringResource` would say the same, but it does not exist on Linux, where
/// generated code must compile too; FlowSwiftUI turns this into a SwiftUI `Text`.
public struct FlowText: Hashable, Sendable, CustomStringConvertible {
  /// The key in the strings table.
  public var key: String
  /// What is shown when the table has no entry for `key`.
  public var defaultValue: String
  /// The strings table (`Localizable` when nil).
  public var table: String?

  /// A text whose key is its default value, the form generated code uses.
  public init(_ keyAndDefault: String, table: String? = nil) {
    self.init(key: keyAndDefault, defaultValue: keyAndDefault, table: table)
  }

  /// A text whose key differs from what is shown without a translation.
  public init(key: String, defaultValue: String, table: String? = nil) {
    self.key = key
    self.defaultValue = defaultValue
    self.table = table
  }

  /// The text in the bundle's current localization, else the default value.
  public func localized(in bundle: Bundle = .main) -> String {
    bundle.localizedString(forKey: key, value: defaultValue, table: table)
  }

  /// The default value, as written in the spec.
  public var description: String { defaultValue }
}
