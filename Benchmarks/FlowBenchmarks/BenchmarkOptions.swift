/// The command line: `FlowBenchmarks [--quick] [--only SECTION,...] [--print-spec N]`.
struct BenchmarkOptions {
  /// Fewer runs and shorter timings, and the largest `swiftc` run skipped: about a minute.
  var quick = false
  /// The sections to run; all when empty.
  var sections: Set<String> = []
  /// The spec sizes to measure; all of `BenchmarkSpec.sizes` when empty.
  var sizes: [Int] = []
  /// Print the generated spec for this many routes instead of benchmarking.
  var printSpec: Int?
  /// Passes over the links for `--only matcher-walk`, or checks for `--only check-walk`.
  var walkRounds = 5
  /// Whether `--only matcher-walk` matches the links from `URL`s made beforehand (`--walk-input
  /// url`) rather than from their text, so that what reading a URL adds can be counted.
  var walkFromURLs = false

  static let allSections = [
    "compiler", "matcher", "typecheck", "runtime", "matcher-walk", "check-walk",
  ]
  /// Sections that run only when named: they time nothing (a driver for a cache simulator).
  static let namedOnly: Set = ["matcher-walk", "check-walk"]
  static let usage = """
    usage: FlowBenchmarks [--quick] [--only compiler,matcher,typecheck,runtime] [--sizes 10,1000]
                          [--print-spec N]
           FlowBenchmarks --only matcher-walk|check-walk --sizes N [--walk-rounds R]
                          [--walk-input text|url]
    """

  /// Parses the arguments, or returns nil after printing what was wrong.
  static func parse(_ arguments: [String]) -> BenchmarkOptions? {
    var options = BenchmarkOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": options.quick = true
      case "--only":
        let names = (rest.popFirst() ?? "").split(separator: ",").map(String.init)
        guard !names.isEmpty, names.allSatisfy(allSections.contains) else {
          print(usage)
          return nil
        }
        options.sections.formUnion(names)
        // A walk times nothing and ends the run, so it is named alone.
        guard options.sections.isDisjoint(with: namedOnly) || options.sections.count == 1 else {
          print("error: \(namedOnly.sorted().joined(separator: " and ")) run alone\n\(usage)")
          return nil
        }
      case "--sizes":
        let sizes = (rest.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy(BenchmarkSpec.sizes.contains) else {
          print(usage)
          return nil
        }
        options.sizes = sizes
      case "--walk-rounds":
        guard let rounds = rest.popFirst().flatMap({ Int($0) }), rounds >= 0 else {
          print(usage)
          return nil
        }
        options.walkRounds = rounds
      case "--walk-input":
        switch rest.popFirst() {
        case "text": options.walkFromURLs = false
        case "url": options.walkFromURLs = true
        default:
          print(usage)
          return nil
        }
      case "--print-spec":
        guard let count = rest.popFirst().flatMap({ Int($0) }), count >= 10 else {
          print(usage)
          return nil
        }
        options.printSpec = count
      default:
        print(usage)
        return nil
      }
    }
    return options
  }

  /// Whether `section` runs.
  func runs(_ section: String) -> Bool {
    sections.isEmpty ? !Self.namedOnly.contains(section) : sections.contains(section)
  }
}
