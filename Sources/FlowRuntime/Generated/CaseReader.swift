import Foundation

/// Reads a generated enum's values by position while its one switch from position to case puts the
/// case together, from a link that matched or from a value taken apart (`CaseValues`).
///
/// A required value that is absent or of another type reads as a stand-in (`0`, `""`) and marks
/// the read incomplete; the enum then drops the case it built. So each case is one expression with
/// no branch or binding per value: at 1,000 routes a `guard let` per value made most of the machine
/// code of a debug build. A match is read in place, each value parsed once, allocating nothing
/// beyond the values themselves.
public struct CaseReader {
  private enum Source {
    case link(MatchedLink)
    case values(CaseValues)
    case landing(LandingPlanArguments)
  }

  private let source: Source
  /// The case's position in the enum's declaration (for a route, its index in the table).
  public let caseIndex: Int
  /// Whether every required value read so far was present and of its type.
  public private(set) var isComplete = true

  /// Reads a match's values in place.
  public init(_ link: MatchedLink) {
    source = .link(link)
    caseIndex = link.routeIndex
  }

  /// Reads the values a value was taken apart into (decoding, landings).
  public init(_ values: CaseValues) {
    source = .values(values)
    caseIndex = values.index
  }

  /// Reads a landing's destination, its arguments filled in from a route's values as its plan says.
  @usableFromInline
  init(caseIndex: Int, _ arguments: LandingPlanArguments) {
    source = .landing(arguments)
    self.caseIndex = caseIndex
  }

  /// The required `String` at `position`.
  public mutating func string(at position: Int) -> String {
    required(optionalString(at: position), else: "")
  }

  /// The required `Int` at `position`.
  public mutating func int(at position: Int) -> Int {
    required(optionalInt(at: position), else: 0)
  }

  /// The required `Double` at `position`.
  public mutating func double(at position: Int) -> Double {
    required(optionalDouble(at: position), else: 0)
  }

  /// The required `Bool` at `position`.
  public mutating func bool(at position: Int) -> Bool {
    required(optionalBool(at: position), else: false)
  }

  /// The required `UUID` at `position`.
  public mutating func uuid(at position: Int) -> UUID {
    required(optionalUUID(at: position), else: UUID(uuid: UUID.zero))
  }

  /// The optional `String` at `position`: `nil` when absent.
  public func optionalString(at position: Int) -> String? {
    switch source {
    case .link(let link): link.string(at: position)
    case .values(let values): values.string(at: position)
    case .landing(let arguments): arguments.value(at: position)?.stringPayload
    }
  }

  /// The optional `Int` at `position`: `nil` when absent.
  public func optionalInt(at position: Int) -> Int? {
    switch source {
    case .link(let link): link.int(at: position)
    case .values(let values): values.int(at: position)
    case .landing(let arguments): arguments.value(at: position)?.intPayload
    }
  }

  /// The optional `Double` at `position`: `nil` when absent.
  public func optionalDouble(at position: Int) -> Double? {
    switch source {
    case .link(let link): link.double(at: position)
    case .values(let values): values.double(at: position)
    case .landing(let arguments): arguments.value(at: position)?.doublePayload
    }
  }

  /// The optional `Bool` at `position`: `nil` when absent.
  public func optionalBool(at position: Int) -> Bool? {
    switch source {
    case .link(let link): link.bool(at: position)
    case .values(let values): values.bool(at: position)
    case .landing(let arguments): arguments.value(at: position)?.boolPayload
    }
  }

  /// The optional `UUID` at `position`: `nil` when absent.
  public func optionalUUID(at position: Int) -> UUID? {
    switch source {
    case .link(let link): link.uuid(at: position)
    case .values(let values): values.uuid(at: position)
    case .landing(let arguments): arguments.value(at: position)?.uuidPayload
    }
  }

  private mutating func required<Value>(_ value: Value?, else standIn: Value) -> Value {
    if let value { return value }
    isComplete = false
    return standIn
  }
}

extension UUID {
  /// The bytes of the all-zero UUID, the stand-in for a missing one.
  fileprivate static let zero: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}
