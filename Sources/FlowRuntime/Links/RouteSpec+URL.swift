/// Building a link back from values: the inverse of `RouteTable.match`.
///
/// The builder never writes a link the matcher would refuse. It returns nil when a path value is
/// missing or of another type, a required query value is missing, an `Int` has more than 18 digits,
/// a `Double` is not finite, a path text is empty or has a `.`/`..` part between its `/`s (an empty
/// catch-all is zero segments), a catch-all has an empty piece between its `/`s (`a//b`, `/a`,
/// `a/`: the matcher refuses them escaped too), a path text holds a backslash, any text holds a
/// control character, a custom-scheme link would have no host (an empty path, or an empty catch-all
/// first), or the link would be longer or have more segments than the matcher reads (8,192 bytes, 64
/// segments). Values the route does not bind are ignored; absent optional query values are omitted.
///
/// A link this route accepts can still be read by a sibling route the matcher tries first (`"42"` for
/// `{slug}` beside `{id: Int}`); `RouteTable.link(forRoute:values:)` matches it again to rule that out.
extension RouteSpec {
  /// `scheme://segment0/segment1...?key=value` for a custom scheme; nil as described above, or when
  /// `scheme` is not an RFC 3986 scheme or is `http`/`https` (use `url(values:host:)`).
  public func url(values: [String: ParameterValue], scheme: String) -> String? {
    let schemeBytes = Array(scheme.utf8)
    guard let letter = schemeBytes.first, URLBytes.isLetter(letter),
      schemeBytes.allSatisfy(URLBytes.isSchemeByte),
      !["http", "https"].contains(
        String(decoding: schemeBytes.map(URLBytes.lowercased), as: UTF8.self)),
      let path = pathTexts(values), let host = path.first, let query = queryBytes(values)
    else { return nil }
    var output = schemeBytes + Array("://".utf8)
    PercentEncoding.append(host, to: &output)
    for text in path.dropFirst() {
      output.append(UInt8(ascii: "/"))
      PercentEncoding.append(text, to: &output)
    }
    return Self.finished(output + query)
  }

  /// `https://host/segment0/...?key=value` for a universal link (`https://host/` for the root);
  /// nil as described above, or when `host` is empty or holds anything but letters, digits, `-`, `.`.
  public func url(values: [String: ParameterValue], host: String) -> String? {
    let hostBytes = Array(host.utf8)
    guard !hostBytes.isEmpty,
      hostBytes.allSatisfy({
        URLBytes.isLetter($0) || $0 &- UInt8(ascii: "0") < 10 || $0 == 0x2D || $0 == 0x2E
      }),
      let path = pathTexts(values), let query = queryBytes(values)
    else { return nil }
    var output = Array("https://".utf8) + hostBytes
    if path.isEmpty { output.append(UInt8(ascii: "/")) }
    for text in path {
      output.append(UInt8(ascii: "/"))
      PercentEncoding.append(text, to: &output)
    }
    return Self.finished(output + query)
  }

  /// The decoded text of every path segment, a catch-all split on `/`; nil when one is refused.
  private func pathTexts(_ values: [String: ParameterValue]) -> [String]? {
    var texts: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text):
        texts.append(text)
      case .parameter(let name, let type):
        guard let value = values[name], let text = Self.text(of: value, as: type) else {
          return nil
        }
        texts.append(text)
      case .catchAll(let name):
        guard let value = values[name], let text = Self.text(of: value, as: .string) else {
          return nil
        }
        if !text.isEmpty {
          // Its pieces are its segments, none of them empty. One with more pieces than a link may
          // have segments travels as one segment, its slashes encoded as `%2F`, which the matcher
          // decodes back to the text; either way a `.` or `..` piece refuses it below.
          let pieces = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
          guard !pieces.contains(where: \.isEmpty) else { return nil }
          let fits = texts.count + pieces.count <= LinkLayout.maximumSegments
          texts += fits ? pieces : [text]
        }
      }
    }
    guard texts.count <= LinkLayout.maximumSegments else { return nil }
    return texts.allSatisfy(Self.isMatchableSegment) ? texts : nil
  }

  /// The link as text, unless it is longer than the matcher reads.
  private static func finished(_ bytes: [UInt8]) -> String? {
    bytes.count <= LinkLayout.maximumLength ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// `?key=value&...` for the values present, or nothing; nil when a required one is missing.
  private func queryBytes(_ values: [String: ParameterValue]) -> [UInt8]? {
    var output: [UInt8] = []
    for item in query {
      guard let value = values[item.name] else {
        if item.isRequired { return nil }
        continue
      }
      guard let text = Self.text(of: value, as: item.type),
        !ControlCharacters.contains(in: text)
      else { return nil }
      output.append(output.isEmpty ? UInt8(ascii: "?") : UInt8(ascii: "&"))
      PercentEncoding.append(item.key, to: &output)
      output.append(UInt8(ascii: "="))
      PercentEncoding.append(text, to: &output)
    }
    return output
  }

  /// The canonical text of `value` if it has `type` and the matcher's range accepts it.
  private static func text(of value: ParameterValue, as type: ParameterType) -> String? {
    guard value.type == type else { return nil }
    switch value {
    case .int(let number):
      let limit = ParameterText.intMagnitudeLimit
      guard Int64(exactly: number).map({ -limit...limit ~= $0 }) ?? false else { return nil }
    case .double(let number):
      guard number.isFinite else { return nil }
    case .string, .bool, .uuid:
      break
    }
    return value.text
  }
}
