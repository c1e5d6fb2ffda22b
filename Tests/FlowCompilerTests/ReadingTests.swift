import FlowSyntax
import Foundation
import Testing

@testable import FlowCompiler

/// Reading from disk: the one place the compiler meets the file system, and where garbage arrives.
@Suite final class ReadingTests {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("FlowCompilerTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = directory + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func missingFileIsAReadError() {
    let path = directory + "/missing.flow"
    let report = Compiler().check(paths: [path])
    #expect(report.files.isEmpty)
    #expect(report.readErrors == [ReadError(path: path, reason: "No such file or directory")])
    #expect(
      report.readErrors.map(\.description) == [
        "cannot read '\(path)': No such file or directory"
      ])
  }

  @Test func directoryIsAReadError() {
    let report = Compiler().check(paths: [directory])
    #expect(report.readErrors == [ReadError(path: directory, reason: "Is a directory")])
  }

  @Test func fileOneByteOverEightMegabytesIsNotRead() throws {
    let path = try write("big.flow", [UInt8](repeating: 0x20, count: 8 * 1024 * 1024 + 1))
    let input = try FileLoader.load(path: path, byteLimit: CompilerOptions.defaultMaximumFileSize)
    #expect(input == InputFile(path: path, contents: .tooLarge))
    let report = Compiler().check(paths: [path])
    #expect(report.diagnostics.map(\.code) == [.fileTooLarge])
    #expect(report.diagnostics.map(\.range) == [.point(0)])
  }

  @Test func limitIsInclusive() throws {
    let path = try write("edge.flow", Array("screen A { }    ".utf8))
    let exact = try FileLoader.load(path: path, byteLimit: 16)
    #expect(exact == InputFile(path: path, bytes: Array("screen A { }    ".utf8)))
    #expect(try FileLoader.load(path: path, byteLimit: 15).contents == .tooLarge)
  }

  @Test func limitHoldsForFilesWithoutASize() throws {
    #if os(Linux) || os(macOS)
      let input = try FileLoader.load(path: "/dev/zero", byteLimit: 1000)
      #expect(input.contents == .tooLarge)
    #endif
  }

  @Test func readsTheBytesAsTheyAre() throws {
    let bytes: [UInt8] = [0x73, 0x00, 0xFF, 0x0D, 0x0A]
    let path = try write("raw.flow", bytes)
    #expect(try FileLoader.load(path: path, byteLimit: 100) == InputFile(path: path, bytes: bytes))
  }

  @Test func reportKeepsPathOrderAndCounts() throws {
    let good = try write("good.flow", Array("screen A $\n".utf8))
    let bad = try write("bad.flow", [0xFF])
    let report = Compiler().check(paths: [good, directory + "/nope", bad])
    #expect(report.files.map(\.source.path) == [good, bad])
    #expect(report.diagnostics.map(\.code) == [.unexpectedCharacter, .invalidUTF8])
    #expect(report.readErrors.map(\.path) == [directory + "/nope"])
    #expect(report.errorCount == 2)
    #expect(report.warningCount == 0)
  }
}
