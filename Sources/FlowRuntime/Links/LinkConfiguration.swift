/// The schemes and universal-link hosts an app answers to, from its `.flow` `app` declaration.
public struct LinkConfiguration: Hashable, Sendable {
  /// Custom URL schemes, ASCII-lowercased (`archon`).
  public let schemes: [String]
  /// Universal-link hosts opened over `https`, ASCII-lowercased (`archon.app`).
  public let hosts: [String]
  private let schemeBytes: [[UInt8]]
  private let hostBytes: [[UInt8]]

  /// Stores the names lowercased, because schemes and hosts compare case-insensitively.
  public init(schemes: [String], hosts: [String] = []) {
    self.schemes = schemes.map(Self.asciiLowercased)
    self.hosts = hosts.map(Self.asciiLowercased)
    self.schemeBytes = self.schemes.map { Array($0.utf8) }
    self.hostBytes = self.hosts.map { Array($0.utf8) }
  }

  /// Whether `scheme` (as written in a link) is one of the custom schemes.
  func acceptsScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
    Self.contains(scheme, in: schemeBytes)
  }

  /// Whether `host` (as written in a link) is one of the universal-link hosts.
  func acceptsHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
    Self.contains(host, in: hostBytes)
  }

  /// Whether `text`, ASCII-lowercased, is one of `candidates` (stored lowercased already, so only
  /// the link's side needs lowering).
  private static func contains(_ text: UnsafeBufferPointer<UInt8>, in candidates: [[UInt8]]) -> Bool
  {
    for candidate in candidates where candidate.count == text.count {
      var index = 0
      while index < text.count, URLBytes.lowercased(text[index]) == candidate[index] { index += 1 }
      if index == text.count { return true }
    }
    return false
  }

  private static func asciiLowercased(_ text: String) -> String {
    String(decoding: text.utf8.map(URLBytes.lowercased), as: UTF8.self)
  }
}
