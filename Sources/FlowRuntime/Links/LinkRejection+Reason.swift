extension LinkRejection {
  /// Every way a link can be refused. Byte offsets count UTF-8 bytes of the link from 0.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The link is longer than the limit; checked before anything else is read.
    case tooLong(byteCount: Int, limit: Int)
    /// A backslash, refused anywhere because some parsers treat it as `/`.
    case backslash(offset: Int)
    /// A byte RFC 3986 does not allow in a URL (space, `<`, `"`, `[`, a control or non-ASCII byte).
    case disallowedCharacter(byte: UInt8, offset: Int)
    /// No `scheme:` at the start.
    case missingScheme
    /// A scheme that is neither `https` nor one of the app's custom schemes.
    case schemeNotAllowed(String)
    /// `scheme:` not followed by `//` (`archon:/x`, `archon:x`).
    case missingAuthority(scheme: String)
    /// An empty host (`archon:///x`, `https:///x`).
    case missingHost
    /// `user@` or `user:password@` before the host.
    case userInfo
    /// A port other than 443 on https, or any port on a custom scheme.
    case portNotAllowed(String)
    /// An https host that is not one of the app's universal-link hosts.
    case hostNotAllowed(String)
    /// More path segments than the limit (a custom scheme's host counts as one).
    case tooManySegments(count: Int, limit: Int)
    /// `//` inside the path.
    case emptySegment(offset: Int)
    /// `%` not followed by two hex digits.
    case malformedEscape(offset: Int)
    /// An escape that decodes to a control character (`%00`..`%1F`, `%7F`, `%C2%80`..`%C2%9F`) or a
    /// bidirectional formatting one (`%E2%80%AE`, RIGHT-TO-LEFT OVERRIDE): `ControlCharacters`.
    case controlCharacter(offset: Int)
    /// A segment or query item whose decoded bytes are not UTF-8; the offset is where it starts.
    case invalidUTF8(offset: Int)
    /// A segment that decodes to `.` or `..`, or holds one between escaped slashes (`..%2F`).
    case dotSegment(String, offset: Int)
    /// A segment a catch-all would take whose escaped slashes leave an empty part (`%2Fetc`,
    /// `a%2F`, `a%2F%2Fb`): its value would begin at the root or hold an empty segment. The offset
    /// is that slash's escape; `name` is the catch-all's.
    case emptyCatchAllSegment(name: String, offset: Int)
    /// A path escape that decodes to a backslash (`..%5Cetc`), refused as a backslash written out
    /// is. A query value may hold one.
    case decodedBackslash(offset: Int)
    /// The path fits no route's shape.
    case noRoute(path: String)
    /// A segment is not the type of the placeholder that would take it.
    case typeMismatch(text: String, type: ParameterType, name: String)
    /// A query item is not the type of the placeholder that would take it.
    case queryTypeMismatch(text: String, type: ParameterType, key: String)
    /// A pattern's query key appears more than once.
    case repeatedQueryKey(String)
    /// A query item bound to a required parameter is absent.
    case missingQueryParameter(String)
    /// The route matched, but its values do not make a value of the route enum (generated code
    /// whose cases disagree with its table: never for code `flowc` generated from one spec).
    case valuesDoNotFit
    /// The route's landing names a phase the flow does not have.
    case unknownPhase(String)
    /// The route's landing is a phase that only checks a condition and shows nothing.
    case checkPhase(String)
    /// The route's landing names a tab, but its phase shows a single root.
    case tabInPhaseWithoutTabs(tab: String, phase: String)
    /// The route's landing names a tab its phase does not have.
    case unknownTab(tab: String, phase: String)
    /// A hand-written `resolveLink` refused the link, in its own words.
    case described(String)

    /// The reason in one plain sentence.
    public var description: String {
      switch self {
      case .tooLong(let byteCount, let limit):
        "link is \(byteCount) bytes long; at most \(limit) are accepted"
      case .backslash(let offset):
        "backslash at byte \(offset) is not allowed in a link"
      case .disallowedCharacter(let byte, let offset):
        "\(Self.describe(byte)) at byte \(offset) is not allowed in a link"
      case .missingScheme:
        "link has no scheme"
      case .schemeNotAllowed(let scheme):
        "scheme '\(scheme)' is not one of this app's schemes"
      case .missingAuthority(let scheme):
        "'\(scheme):' must be followed by '//' and a host"
      case .missingHost:
        "link has an empty host"
      case .userInfo:
        "user info before the host is not accepted"
      case .portNotAllowed(let port):
        "port '\(port)' is not accepted; only https links may name a port, and only 443"
      case .hostNotAllowed(let host):
        "host '\(host)' is not one of this app's universal-link hosts"
      case .tooManySegments(let count, let limit):
        "path has \(count) segments; at most \(limit) are accepted"
      case .emptySegment(let offset):
        "empty path segment at byte \(offset)"
      case .malformedEscape(let offset):
        "malformed percent escape at byte \(offset)"
      case .controlCharacter(let offset):
        "percent escape at byte \(offset) decodes to a control or bidirectional formatting character"
      case .invalidUTF8(let offset):
        "text at byte \(offset) does not decode to UTF-8"
      case .dotSegment(let segment, let offset):
        "path at byte \(offset) decodes to a '\(segment)' segment"
      case .emptyCatchAllSegment(let name, let offset):
        "escaped '/' at byte \(offset) would give {\(name)...} an empty segment"
      case .decodedBackslash(let offset):
        "percent escape at byte \(offset) decodes to a backslash, which is not allowed in a path"
      case .noRoute(let path):
        "no route matches path \(path)"
      case .typeMismatch(let text, let type, let name):
        "'\(text)' is not \(type.withArticle) for {\(name)}\(Self.why(text, type))"
      case .queryTypeMismatch(let text, let type, let key):
        "'\(text)' is not \(type.withArticle) for query parameter '\(key)'"
          + Self.why(text, type, inQuery: true)
      case .repeatedQueryKey(let key):
        "query parameter '\(key)' is given twice"
      case .missingQueryParameter(let key):
        "required query parameter '\(key)' is missing"
      case .valuesDoNotFit:
        "the link's values do not fit the route"
      case .unknownPhase(let phase):
        "The link lands in phase \(phase), which the flow does not have."
      case .checkPhase(let phase):
        "The link lands in phase \(phase), which only checks a condition."
      case .tabInPhaseWithoutTabs(let tab, let phase):
        "The link lands in tab \(tab), but phase \(phase) has no tabs."
      case .unknownTab(let tab, let phase):
        "The link lands in tab \(tab), which phase \(phase) does not have."
      case .described(let text):
        text
      }
    }

    /// Why `text` is not of `type`, when the words alone would contradict what the reader sees:
    /// a run of digits too long for an `Int`, a number too large for a `Double`, or a value whose
    /// `+` a query read as a space (a QR code's `amount=+1` read as "' 1' is not a Double").
    private static func why(_ text: String, _ type: ParameterType, inQuery: Bool = false) -> String
    {
      if type == .int, ParameterText.hasTooManyIntDigits(text) {
        return ": a link's Int has at most \(ParameterText.intDigitLimit) digits"
      }
      if type == .double, ParameterText.isDoubleBeyondRange(text) {
        return ": it is beyond the range of a Double"
      }
      if inQuery, type != .string, text.utf8.first == UInt8(ascii: " ") {
        return ": a '+' in a query is a space; a plus sign is written '%2B'"
      }
      return ""
    }

    private static func describe(_ byte: UInt8) -> String {
      switch byte {
      case UInt8(ascii: " "): "a space"
      case 0x21...0x7E: "character '\(Character(Unicode.Scalar(byte)))'"
      case 0x80...: "non-ASCII byte 0x\(hex(byte))"
      default: "control byte 0x\(hex(byte))"
      }
    }

    private static func hex(_ byte: UInt8) -> String {
      let digits = Array("0123456789ABCDEF")
      return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
  }
}
