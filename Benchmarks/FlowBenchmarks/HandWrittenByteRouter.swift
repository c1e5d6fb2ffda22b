import Foundation

/// Baseline (c): `HandWrittenRouter`'s routes written the way a developer chasing speed would, as a
/// `switch` over the link's UTF-8 bytes: no `Substring`s or `Character`s, segments read one at a
/// time and compared with static strings, numbers and UUIDs read from the bytes, and strings built
/// only for the values returned (percent-decoding only text that has an escape).
enum HandWrittenByteRouter {
  static func route(_ url: String) -> BenchRoute? {
    var url = url
    return url.withUTF8 { route(bytes: $0) }
  }

  private static func route(bytes: UnsafeBufferPointer<UInt8>) -> BenchRoute? {
    let start: Int
    if hasPrefix(bytes, "bench://") {
      start = 8
    } else if hasPrefix(bytes, "https://bench.example/") {
      start = 22
    } else {
      return nil
    }
    let limit = bytes[start...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
    var end = limit
    var query = limit..<limit
    if let mark = bytes[start..<limit].firstIndex(of: UInt8(ascii: "?")) {
      end = mark
      query = mark + 1..<limit
    }
    if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    var path = Segments(bytes: bytes, position: start, end: end)
    guard let tab = path.next(), tab.count == 2, bytes[tab.lowerBound] == UInt8(ascii: "t") else {
      return nil
    }
    switch bytes[tab.lowerBound + 1] {
    case UInt8(ascii: "0"):
      if path.isAtEnd { return .t0Home }
      guard path.literal("items0"), let id = path.next().flatMap({ int(bytes[$0]) }),
        path.literal("history")
      else { return nil }
      if path.isAtEnd { return .t0S0(id: id) }
      guard path.literal("files3"), let itemId = path.next().flatMap({ text(bytes[$0]) }) else {
        return nil
      }
      if path.isAtEnd { return .t0S3(id: id, itemId: itemId) }
      guard path.literal("boards6"), path.isAtEnd else { return nil }
      guard let q = value("q", in: bytes[query]) else { return nil }
      let pageText = value("page", in: bytes[query])
      let page = pageText.flatMap { Int($0) }
      guard pageText == nil || page != nil else { return nil }
      return .t0S6(id: id, itemId: itemId, q: q, page: page)
    case UInt8(ascii: "1"):
      if path.isAtEnd { return .t1Home }
      guard path.literal("orders1"), let id = path.next().flatMap({ uuid(bytes[$0]) }),
        path.literal("edit")
      else { return nil }
      if path.isAtEnd { return .t1S1(id: id) }
      guard path.literal("reports4"), let itemId = path.next().flatMap({ int(bytes[$0]) }),
        path.isAtEnd
      else { return nil }
      return .t1S4(id: id, itemId: itemId)
    case UInt8(ascii: "2"):
      if path.isAtEnd { return .t2Home }
      guard path.literal("users2"), let id = path.next().flatMap({ text(bytes[$0]) }) else {
        return nil
      }
      if path.isAtEnd { return .t2S2(id: id) }
      guard path.literal("teams5"), path.literal("files"), !path.isAtEnd else { return nil }
      let rest = path.position..<end
      guard !bytes[rest].contains(UInt8(ascii: "%")) else {
        var parts: [String] = []
        while let segment = path.next() {
          guard let part = text(bytes[segment]) else { return nil }
          parts.append(part)
        }
        return path.isValid ? .t2S5(id: id, path: parts.joined(separator: "/")) : nil
      }
      while path.next() != nil {}
      return path.isValid ? .t2S5(id: id, path: String(decoding: bytes[rest], as: UTF8.self)) : nil
    default:
      return nil
    }
  }

  /// The path's segments, one at a time; an empty segment ends the walk and marks the path invalid.
  private struct Segments {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next segment starts; past `end` once the last one was read.
    private(set) var position: Int
    let end: Int
    private(set) var isValid = true

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
      self.bytes = bytes
      self.position = position
      self.end = end
    }

    var isAtEnd: Bool { position > end }

    /// The next segment's range, or nil at the end or at an empty segment.
    mutating func next() -> Range<Int>? {
      guard position <= end else { return nil }
      var stop = position
      while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
      let segment = position..<stop
      position = stop + 1
      guard !segment.isEmpty else {
        isValid = false
        return nil
      }
      return segment
    }

    /// Whether the next segment is `literal`.
    mutating func literal(_ literal: StaticString) -> Bool {
      guard let segment = next() else { return false }
      return HandWrittenByteRouter.equals(bytes[segment], literal)
    }
  }

  private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString)
    -> Bool
  {
    bytes.count >= prefix.utf8CodeUnitCount
      && equals(bytes[0..<prefix.utf8CodeUnitCount], prefix)
  }

  private static func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ literal: StaticString)
    -> Bool
  {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    return memcmp(
      bytes.base.baseAddress! + bytes.startIndex, literal.utf8Start, bytes.count) == 0
  }

  /// Decimal digits with an optional sign, as `Int(_:)` reads them.
  private static func int(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var value = 0
    var digits = bytes[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return isNegative ? -value : value
  }

  /// 8-4-4-4-12 hex digits, as `UUID(uuidString:)` reads them.
  private static func uuid(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UUID? {
    guard bytes.count == 36 else { return nil }
    var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var nibbles = 0
    let ok = withUnsafeMutableBytes(of: &raw) { output -> Bool in
      for (offset, byte) in bytes.enumerated() {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard byte == UInt8(ascii: "-") else { return false }
          continue
        }
        let nibble: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
        default: return false
        }
        output[nibbles / 2] = output[nibbles / 2] << 4 | nibble
        nibbles += 1
      }
      return true
    }
    return ok ? UUID(uuid: raw) : nil
  }

  /// The segment's text, percent-decoded only when it has an escape.
  private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text
  }

  /// The decoded value of query item `key`, with `+` as a space.
  private static func value(_ key: StaticString, in query: Slice<UnsafeBufferPointer<UInt8>>)
    -> String?
  {
    var start = query.startIndex
    while start < query.endIndex {
      var stop = start
      while stop < query.endIndex, query.base[stop] != UInt8(ascii: "&") { stop += 1 }
      let item = query.base[start..<stop]
      if let equals = item.firstIndex(of: UInt8(ascii: "=")),
        Self.equals(query.base[start..<equals], key)
      {
        let raw = query.base[(equals + 1)..<stop]
        guard raw.contains(UInt8(ascii: "+")) || raw.contains(UInt8(ascii: "%")) else {
          return String(decoding: raw, as: UTF8.self)
        }
        let spaced = String(
          decoding: raw.map { $0 == UInt8(ascii: "+") ? 0x20 : $0 }, as: UTF8.self)
        return spaced.removingPercentEncoding
      }
      start = stop + 1
    }
    return nil
  }
}
