import FlowCompiler
import FlowSema
import Foundation
import Testing

/// `flowc` keeps what it is about to drop until the process exits rather than freeing it
/// (`Compiler.keepsWorkUntilExit`, `ProcessLifetime`): that may change nothing it reports.
@Suite struct KeepingWorkUntilExitTests {
  /// The corpus specs (clean ones, and ones with reading, syntax and checking errors) and Archon.
  static var specs: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: CorpusTests.directory.path))
    return (names ?? []).filter { $0.hasSuffix(".flow") }.sorted() + ["Archon.flow"]
  }

  @Test(arguments: specs)
  func keepingWorkChangesNoReport(_ name: String) throws {
    let url =
      name == "Archon.flow"
      ? GenerationTests.archon : CorpusTests.directory.appendingPathComponent(name)
    let input = InputFile(path: name, bytes: Array(try Data(contentsOf: url)))
    var keeping = Compiler()
    keeping.keepsWorkUntilExit = true
    let freed = Compiler().check(input)
    let kept = keeping.check(input)
    #expect(kept.diagnostics == freed.diagnostics)
    #expect(kept.model == freed.model)
    #expect(keeping.generate(kept) == Compiler().generate(freed))
  }

  @Test func aKeptValueIsNeverFreed() {
    let kept = DeinitCounter()
    ProcessLifetime.keepUntilExit(Probe(counting: kept))
    let dropped = DeinitCounter()
    _ = Probe(counting: dropped)
    #expect(kept.count == 0)
    #expect(dropped.count == 1)
  }

  /// Counts the deinits of the probes that report to it.
  private final class DeinitCounter {
    var count = 0
  }

  private final class Probe {
    let counter: DeinitCounter

    init(counting counter: DeinitCounter) {
      self.counter = counter
    }

    deinit { counter.count += 1 }
  }
}
