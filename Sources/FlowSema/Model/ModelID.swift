/// A reference to one declaration of a `FlowModel`: its position among the model's declarations of
/// that kind, which `model[id]` reads back without hashing a name.
///
/// The model refers to its own declarations only by ID, so a consumer never looks a name up again
/// and a reference cannot name a declaration of the wrong kind; names stay on the declarations.
public struct ModelID<Entity>: Hashable, Sendable, Comparable, Codable {
  /// The position in the model's array of `Entity` (for tabs, in `FlowModel.tabs`).
  public let index: Int

  public init(_ index: Int) {
    self.index = index
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  public init(from decoder: any Decoder) throws {
    index = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(index)
  }
}

/// A screen, sheet or cover of the model.
public typealias ScreenID = ModelID<ScreenModel>
/// A phase of the model.
public typealias PhaseID = ModelID<PhaseModel>
/// A condition of the model.
public typealias ConditionID = ModelID<ConditionModel>
/// An event of the model.
public typealias EventID = ModelID<EventModel>
/// A tab of the model, numbered across every phase in declaration order.
public typealias TabID = ModelID<TabModel>
