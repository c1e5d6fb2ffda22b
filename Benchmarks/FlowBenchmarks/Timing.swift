import Foundation

/// In-process measurement: a warm-up that also picks the iteration count, then the median of
/// several timed runs of the thread's processor time, so one disturbed run on a shared machine
/// does not skew the figure.
struct Timing {
  /// Timed runs per figure; the median is reported.
  var runs: Int
  /// Each run lasts at least this long.
  var minimumRunTime: Duration

  /// The median nanoseconds per iteration of `body`, which runs `iterations` iterations and must
  /// pass what it computes to `blackHole`.
  func nanoseconds(_ body: (_ iterations: Int) -> Void) -> Double {
    let (iterations, elapsed) = calibrate(body)
    // An operation slower than a second gets three runs, to keep a full run within minutes.
    let runCount = iterations == 1 && elapsed > .seconds(1) ? min(runs, 3) : runs
    var samples: [Double] = []
    for _ in 0..<runCount {
      let elapsed = Self.time { body(iterations) }
      samples.append(Self.nanoseconds(elapsed) / Double(iterations))
    }
    return Self.median(samples)
  }

  /// Warm-up and calibration: grows the batch until one batch of `body` takes the run time, and
  /// returns its size with the last batch's time.
  func calibrate(_ body: (_ iterations: Int) -> Void) -> (iterations: Int, elapsed: Duration) {
    var iterations = 1
    while true {
      let elapsed = Self.time { body(iterations) }
      if elapsed >= minimumRunTime || iterations >= 1 << 30 { return (iterations, elapsed) }
      let scale = elapsed > .zero ? minimumRunTime / elapsed : 16
      iterations = max(iterations * 2, Int(Double(iterations) * min(scale * 1.2, 16)))
    }
  }

  /// The median nanoseconds per call of `body`, cycling through `items`; each run continues where
  /// the last one stopped, so slow operations with few iterations per run still see many items.
  func perItem<Item>(_ items: [Item], _ body: (Item) -> Void) -> Double {
    // The batches `interleaved` times, so that both ways of timing call an operation alike.
    withoutActuallyEscaping(body) { nanoseconds(Self.batches(items, $0)) }
  }

  /// The processor time this thread spends running `body` once (`CLOCK_THREAD_CPUTIME_ID`), not
  /// the wall-clock time: on a shared 2-core machine a wall-clock batch also counts the time the
  /// thread waited for a core, which moved figures by up to 1.6x between runs of the same binary.
  /// Every operation timed this way runs on the calling thread only.
  static func time(_ body: () -> Void) -> Duration {
    let start = threadTime()
    body()
    return threadTime() - start
  }

  private static func threadTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(Int64(now.tv_sec)) + .nanoseconds(Int64(now.tv_nsec))
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that computed it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
  _ = value
}
