/// Several operations timed in alternation, for the figures that are ratios. Each round times one
/// batch of every operation back to back (in reverse order every other round), so a machine that
/// slows down or speeds up while it measures moves every operation of a round alike, and a ratio
/// is the median of the rounds' own ratios. Timed one after the other in blocks of runs, as
/// `Timing.nanoseconds` does, two figures measured seconds apart gave ratios that moved by up to
/// 1.6x between runs of the same binary on our shared 2-core machines.
struct InterleavedTiming {
  /// Nanoseconds per iteration: one row per round, one column per operation.
  let rounds: [[Double]]

  /// The median time per iteration of the operation at `index`.
  func nanoseconds(_ index: Int) -> Double {
    Timing.median(rounds.map { $0[index] })
  }

  /// The median over the rounds of operation `a`'s time over operation `b`'s in the same round.
  func ratio(_ a: Int, to b: Int) -> Double {
    Timing.median(ratios(a, to: b))
  }

  /// The lowest and highest per-round ratio, printed beside a ratio to show how steady it was.
  func ratioSpread(_ a: Int, to b: Int) -> String {
    let ratios = ratios(a, to: b)
    guard let low = ratios.min(), let high = ratios.max() else { return "no rounds" }
    return "rounds \(Report.format(low))-\(Report.format(high))"
  }

  private func ratios(_ a: Int, to b: Int) -> [Double] {
    rounds.compactMap { $0[b] > 0 ? $0[a] / $0[b] : nil }
  }
}

extension Timing {
  /// Times `operations` in interleaved rounds: eight times `runs` rounds of batches an eighth of
  /// `minimumRunTime` long (each operation's batch size calibrated first on its own), so that a
  /// disturbance lasting a few milliseconds spoils few rounds.
  func interleaved(_ operations: [(_ iterations: Int) -> Void]) -> InterleavedTiming {
    let short = Timing(runs: runs, minimumRunTime: minimumRunTime / 8)
    let iterations = operations.map { short.calibrate($0).iterations }
    var rounds: [[Double]] = []
    for round in 0..<runs * 8 {
      var row = Array(repeating: 0.0, count: operations.count)
      let order: [Int] =
        round.isMultiple(of: 2) ? Array(operations.indices) : operations.indices.reversed()
      for index in order {
        let elapsed = Self.time { operations[index](iterations[index]) }
        row[index] = Self.nanoseconds(elapsed) / Double(iterations[index])
      }
      rounds.append(row)
    }
    return InterleavedTiming(rounds: rounds)
  }

  /// An operation for `interleaved` and `perItem`: a batch of calls of `body`, cycling through
  /// `items` and continuing where the last batch stopped.
  static func batches<Item>(_ items: [Item], _ body: @escaping (Item) -> Void) -> (Int) -> Void {
    var cursor = 0
    return { iterations in
      for _ in 0..<iterations {
        body(items[cursor])
        cursor = cursor == items.count - 1 ? 0 : cursor + 1
      }
    }
  }
}
