/// Members an enum without cases needs: Swift cannot synthesize `Codable` for it (nor give it a raw
/// type), yet the runtime requires `Codable` of every flow type. Decoding one always fails.
enum EmptyEnum {
  static func codableMembers(_ typeName: String) -> [SwiftDeclaration] {
    [
      .function(
        docs: ["`\(typeName)` has no cases, so no value decodes."],
        signature: "public init(from decoder: any \(LibraryNames.decoder)) throws",
        body: [EnumConformances.dataCorrupted("\(typeName) has no cases")]),
      .function(
        docs: [], signature: "public func encode(to encoder: any \(LibraryNames.encoder)) throws",
        body: [.switch(.name("self"), [])]),
    ]
  }

  /// `var id: Self`, which for an enum without cases must switch over no cases instead of returning
  /// `self`: a getter cannot return a value of a type that has none.
  static func identity(isEmpty: Bool) -> SwiftDeclaration {
    isEmpty
      ? .function(docs: [], signature: "public var id: Self", body: [.switch(.name("self"), [])])
      : .computed(docs: [], signature: "public var id: Self", value: .name("self"))
  }

  /// Conformances without a raw type when there are no cases.
  static func conformances(_ conformances: [String], isEmpty: Bool) -> [String] {
    isEmpty ? conformances.filter { $0 != LibraryNames.string } : conformances
  }
}
