import Foundation
import Testing

@testable import FlowRuntime

/// Generated enums code through `CaseShapes` exactly as Swift's synthesized `Codable` would.
@Suite struct CaseShapesTests {
  /// Stands in for a generated enum, whose `Codable` calls `CaseShapes`.
  struct Coded: Codable, Equatable {
    static let shapes = CaseShapes(
      "home\ndetail id:Int page:String?\nfile id:UUID size:Double on:Bool")
    var values: CaseValues

    init(_ values: CaseValues) { self.values = values }
    init(from decoder: any Decoder) throws {
      values = try Self.shapes.decode(Coded.self, from: decoder)
    }
    func encode(to encoder: any Encoder) throws { try Self.shapes.encode(values, to: encoder) }
  }

  private func json(_ values: CaseValues) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(Coded(values)), as: UTF8.self)
  }

  private func decoded(_ text: String) throws -> CaseValues {
    try JSONDecoder().decode(Coded.self, from: Data(text.utf8)).values
  }

  @Test func writesTheSynthesizedForm() throws {
    #expect(try json(CaseValues(0)) == #"{"home":{}}"#)
    #expect(try json(CaseValues(1, [.int(7), nil])) == #"{"detail":{"id":7}}"#)
    #expect(try json(CaseValues(1, [.int(7), .string("a")])) == #"{"detail":{"id":7,"page":"a"}}"#)
  }

  @Test(arguments: [
    CaseValues(0), CaseValues(1, [.int(-3), nil]), CaseValues(1, [.int(0), .string("x y")]),
    CaseValues(
      2,
      [
        .uuid(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))), .double(2.5),
        .bool(true),
      ]),
  ])
  func readsWhatItWrites(_ values: CaseValues) throws {
    #expect(try decoded(json(values)) == values)
  }

  @Test(arguments: [
    #"{}"#, #"{"home":{},"detail":{"id":1}}"#, #"{"away":{}}"#, #"{"detail":{}}"#,
    #"{"detail":{"id":"7"}}"#, #"[1]"#,
  ])
  func refusesOtherShapes(_ text: String) {
    #expect(throws: DecodingError.self) { try decoded(text) }
  }

  @Test func namesTheTypeForAnUnknownCase() {
    do {
      _ = try decoded(#"{"away":{}}"#)
      Issue.record("decoded an unknown case")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == "away is not a case of Coded")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func readsValuesByPositionAndType() {
    let values = CaseValues(1, [.int(7), nil])
    #expect(values.int(at: 0) == 7)
    #expect(values.string(at: 0) == nil)
    #expect(values.string(at: 1) == nil)
    #expect(values.int(at: 5) == nil)
    #expect(Int?.none.caseValue == nil)
    #expect(true.caseValue == .bool(true))
  }
}
