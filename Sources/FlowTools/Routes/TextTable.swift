/// Aligned plain-text columns: each column as wide as its widest cell plus two spaces, no trailing
/// spaces, widths counted in characters.
struct TextTable {
  var header: [String]
  var rows: [[String]]

  func render() -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    var output = ""
    for row in all {
      var line = ""
      for (column, cell) in row.enumerated() where column < widths.count {
        line += cell
        if column < widths.count - 1 {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      output += line + "\n"
    }
    return output
  }
}
