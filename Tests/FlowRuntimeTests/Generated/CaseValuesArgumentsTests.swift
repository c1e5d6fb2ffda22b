import Foundation
import Testing

@testable import FlowRuntime

/// Generated `caseValues` passes the values it binds as they are; `CaseValues` wraps each by type.
@Suite struct CaseValuesArgumentsTests {
  @Test func wrapsEachValueByItsType() {
    let id = UUID()
    let absent: Int? = nil
    let values = CaseValues(3, 7, "a b", 1.5, true, id, absent, Optional("x"))
    #expect(values.index == 3)
    #expect(
      values.values == [
        .int(7), .string("a b"), .double(1.5), .bool(true), .uuid(id), nil, .string("x"),
      ])
  }

  @Test func aCaseWithoutValuesHasNone() {
    #expect(CaseValues(2).values.isEmpty)
    #expect(CaseValues(2) == CaseValues(2, []))
  }
}
