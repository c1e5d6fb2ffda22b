import Testing

@testable import FlowSema

/// `NameTable` answers as the `[String: Int]` it replaced: the first position registered for a
/// name, nothing for a name never registered, through growth and long probe runs.
struct NameTableTests {
  @Test func anEmptyTableKnowsNoName() {
    #expect(NameTable()["main"] == nil)
  }

  @Test func aNameKeepsItsFirstPosition() {
    var table = NameTable()
    #expect(table.insert("Home", at: 0) == nil)
    #expect(table.insert("Detail", at: 1) == nil)
    #expect(table.insert("Home", at: 2) == 0)
    #expect(table["Home"] == 0)
    #expect(table["Detail"] == 1)
    #expect(table["home"] == nil)
    #expect(table["Hom"] == nil)
  }

  @Test(arguments: [0, 10, 5000])
  func everyNameIsFoundAfterGrowing(reserved: Int) {
    var table = NameTable()
    table.reserveCapacity(reserved)
    let names = (0..<3000).map { "T\($0 % 5)S\($0)" } + ["", "a-b", "a_b", "x1234567890123456789"]
    for (position, name) in names.enumerated() {
      #expect(table.insert(name, at: position) == nil)
    }
    for (position, name) in names.enumerated() {
      #expect(table[name] == position)
    }
    #expect(table["T0S3000"] == nil)
  }
}
