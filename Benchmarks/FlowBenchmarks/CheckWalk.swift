import AllocationCounter
import FlowCompiler

/// Only `Compiler().check` of each generated spec, untimed, `rounds` times, each report freed
/// before the next as in process it must be: so that callgrind can count what one in-process check
/// costs, freeing included, as the difference between a run of R rounds and a run of none (which
/// still generates the spec). The full benchmark never runs it, and unlike the other sections it
/// neither checks nor generates the spec up front.
enum CheckWalk {
  static func run(sizes: [Int], rounds: Int) {
    for size in sizes {
      let input = InputFile(
        path: "Bench\(size).flow", bytes: Array(SpecGenerator.spec(routes: size).utf8))
      var diagnostics = 0
      let before = flow_allocation_count()
      for _ in 0..<rounds { diagnostics += Compiler().check(input).diagnostics.count }
      let allocations = rounds == 0 ? 0 : (flow_allocation_count() - before) / rounds
      print(
        "n=\(size): \(rounds) checks, \(diagnostics) diagnostics, \(allocations) allocations a check"
      )
    }
  }
}
