import Foundation

/// Baseline (b): what a careful developer writes by hand for `Bench.flow`'s ten routes, from the
/// same input (the link as a string) to the same typed `BenchRoute`: split the string, switch over
/// the segments, convert the values, percent-decode only text that needs it.
enum HandWrittenRouter {
  static func route(_ url: String) -> BenchRoute? {
    var rest: Substring
    if url.hasPrefix("bench://") {
      rest = url.dropFirst(8)
    } else if url.hasPrefix("https://bench.example/") {
      rest = url.dropFirst(22)
    } else {
      return nil
    }
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var query: Substring = ""
    if let mark = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    if rest.last == "/" { rest = rest.dropLast() }
    let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
    guard let first = segments.first, !segments.contains(where: \.isEmpty) else { return nil }
    switch first {
    case "t0":
      if segments.count == 1 { return .t0Home }
      guard segments.count >= 4, segments[1] == "items0", let id = Int(segments[2]),
        segments[3] == "history"
      else { return nil }
      if segments.count == 4 { return .t0S0(id: id) }
      guard segments.count >= 6, segments[4] == "files3", let itemId = decode(segments[5]) else {
        return nil
      }
      if segments.count == 6 { return .t0S3(id: id, itemId: itemId) }
      guard segments.count == 7, segments[6] == "boards6", let q = value("q", in: query) else {
        return nil
      }
      let pageText = value("page", in: query)
      let page = pageText.flatMap { Int($0) }
      guard pageText == nil || page != nil else { return nil }
      return .t0S6(id: id, itemId: itemId, q: q, page: page)
    case "t1":
      if segments.count == 1 { return .t1Home }
      guard segments.count >= 4, segments[1] == "orders1",
        let id = UUID(uuidString: String(segments[2])), segments[3] == "edit"
      else { return nil }
      if segments.count == 4 { return .t1S1(id: id) }
      guard segments.count == 6, segments[4] == "reports4", let itemId = Int(segments[5]) else {
        return nil
      }
      return .t1S4(id: id, itemId: itemId)
    case "t2":
      if segments.count == 1 { return .t2Home }
      guard segments.count >= 3, segments[1] == "users2", let id = decode(segments[2]) else {
        return nil
      }
      if segments.count == 3 { return .t2S2(id: id) }
      guard segments.count >= 5, segments[3] == "teams5", segments[4] == "files" else {
        return nil
      }
      var path: [String] = []
      for segment in segments[5...] {
        guard let text = decode(segment) else { return nil }
        path.append(text)
      }
      return .t2S5(id: id, path: path.joined(separator: "/"))
    default:
      return nil
    }
  }

  /// The percent-decoded text, decoding only when there is an escape.
  private static func decode(_ text: Substring) -> String? {
    text.contains("%") ? text.removingPercentEncoding : String(text)
  }

  /// The decoded value of query item `key`, with `+` as a space.
  private static func value(_ key: String, in query: Substring) -> String? {
    for item in query.split(separator: "&") {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0] == key else { continue }
      let raw =
        parts[1].contains("+")
        ? parts[1].replacingOccurrences(of: "+", with: " ") : String(parts[1])
      return raw.contains("%") ? raw.removingPercentEncoding : raw
    }
    return nil
  }
}
