/// The schemes and universal-link hosts an app answers to, from its `.flow` `app` declaration.
public struct LinkConfiguration: Hashable, Sendable {
  /// Custom URL schemes, ASCII-lowercased (`archon`).
  public let schemes: [String]
  /// Universal-link hosts opened over `https`, ASCII-lowercased (`archon.app`).
  public let hosts: [String]
  private let schemeNames: [Name]
  private let hostNames: [Name]

  /// Stores the names lowercased, because schemes and hosts compare case-insensitively.
  public init(schemes: [String], hosts: [String] = []) {
    self.schemes = schemes.map(Self.asciiLowercased)
    self.hosts = hosts.map(Self.asciiLowercased)
    self.schemeNames = self.schemes.map(Name.init)
    self.hostNames = self.hosts.map(Name.init)
  }

  /// Whether `scheme` (as written in a link) is one of the custom schemes.
  func acceptsScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
    Self.contains(scheme, in: schemeNames)
  }

  /// Whether `host` (as written in a link) is one of the universal-link hosts.
  func acceptsHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
    Self.contains(host, in: hostNames)
  }

  /// Whether `text`, ASCII-lowercased, is one of `candidates` (stored lowercased already, so only
  /// the link's side needs lowering): its length and lowered head against each name's, and, for a
  /// name longer than a head, the rest byte by byte.
  private static func contains(_ text: UnsafeBufferPointer<UInt8>, in candidates: [Name]) -> Bool {
    let head = LiteralHead(text).asciiLowercased()
    for candidate in candidates where candidate.count == text.count && candidate.head == head {
      if text.count <= LiteralHead.capacity { return true }
      if candidate.bytes.withUnsafeBufferPointer({ bytes in
        var index = LiteralHead.capacity
        while index < text.count, URLBytes.lowercased(text[index]) == bytes[index] { index += 1 }
        return index == text.count
      }) {
        return true
      }
    }
    return false
  }

  /// A scheme or host as `contains` compares it: its length and head beside its bytes.
  private struct Name: Hashable, Sendable {
    let count: Int
    let head: LiteralHead
    let bytes: [UInt8]

    init(_ lowercased: String) {
      bytes = Array(lowercased.utf8)
      count = bytes.count
      head = bytes.withUnsafeBufferPointer(LiteralHead.init)
    }
  }

  private static func asciiLowercased(_ text: String) -> String {
    String(decoding: text.utf8.map(URLBytes.lowercased), as: UTF8.self)
  }
}
