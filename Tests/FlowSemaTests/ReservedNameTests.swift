import Testing

@testable import FlowSema

/// `SwiftNaming.isReserved` skips the table for names whose length and last byte no reserved word
/// has; these check that the shortcut never lets a reserved word through.
@Suite struct ReservedNameTests {
  @Test(arguments: Array(SwiftNaming.reserved))
  func everyReservedWordIsReserved(word: String) {
    #expect(SwiftNaming.isReserved(word))
  }

  @Test(arguments: ["", "t0S5", "projectDetail", "Case", "selfs", "classes", "typealia", "é", "_x"])
  func otherNamesAreNot(name: String) {
    #expect(!SwiftNaming.isReserved(name))
  }
}
