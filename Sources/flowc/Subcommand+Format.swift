import FlowCompiler
import FlowTools

extension Subcommand {
  /// `flowc format`: rewrites specs in the canonical layout, or checks that they already are.
  static let format = Subcommand(
    name: "format",
    summary: "Rewrite .flow specs in the canonical layout.",
    arguments: [
      Argument(
        synopsis: "<file>...", summary: "The .flow specs to format, or - for standard input.",
        minimumCount: 1,
        maximumCount: nil)
    ],
    options: [
      Option(.check, summary: "Write nothing; fail if any file is not formatted.")
    ],
    discussion: """
      Each file that changes is rewritten in place, atomically, and its path printed to standard
      output; a symbolic link is written through to its file, and anything but a regular file is
      refused. Files already formatted are not touched. With --check nothing is written, and the
      paths printed are those that would change. A file with syntax errors is left alone and its
      errors are printed to standard error.

      With - as the only file, the spec is read from standard input and printed formatted to
      standard output (nothing when it has syntax errors), for editors; with --check, '<stdin>' is
      printed when it would change.

      EXIT STATUS:
        0  Every file is formatted (or was rewritten).
        1  --check found files to format, or a file has syntax errors.
        2  A usage error, or a file that could not be read or written.
      """,
    run: { runFormat($0, $1) }
  )

  private static func runFormat(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let checkOnly = invocation.has(.check)
    let compiler = Compiler()
    if invocation.positionals.contains("-") {
      guard invocation.positionals.count == 1 else {
        console.writeError(
          UsageError("'-' (standard input) cannot be combined with files", subcommand: .format)
            .text)
        return .usage
      }
      return formatStandardInput(checkOnly: checkOnly, compiler: compiler, console: console)
    }
    var status = ExitCode.success
    for path in invocation.positionals {
      // A device or pipe is refused before it is read: formatting rewrites the file in place.
      if let problem = WriteTarget.problem(writing: path) {
        console.writeError("error: cannot format '\(path)': \(problem)\n")
        status = .usage
        continue
      }
      let input: InputFile
      do {
        input = try FileLoader.load(path: path, byteLimit: compiler.options.maximumFileSize)
      } catch {
        console.writeError("error: \(error)\n")
        status = .usage
        continue
      }
      switch SpecFormatting.format(input, compiler: compiler) {
      case .unchanged:
        break
      case .failed(let report):
        console.writeError(
          HumanRenderer(colored: console.colorsStandardError).render(
            report.diagnostics, files: [report.source]))
        status = worse(status, .failure)
      case .changed(let text):
        if checkOnly {
          console.write(path + "\n")
          status = worse(status, .failure)
          continue
        }
        do throws(WriteError) {
          try AtomicWriter.write(text, to: path)
          console.write(path + "\n")
        } catch {
          console.writeError("error: \(error)\n")
          status = .usage
        }
      }
    }
    return status
  }

  /// `flowc format -`: the spec on standard input, formatted, on standard output, for editors that
  /// replace their buffer with it. Nothing goes to standard output when the spec has syntax errors,
  /// so an editor never replaces a buffer with a partial text. With `--check` only `<stdin>` is
  /// printed, when the spec would change.
  private static func formatStandardInput(checkOnly: Bool, compiler: Compiler, console: Console)
    -> ExitCode
  {
    let input: InputFile
    do {
      input = try FileLoader.loadStandardInput(byteLimit: compiler.options.maximumFileSize)
    } catch {
      console.writeError("error: \(error)\n")
      return .usage
    }
    switch SpecFormatting.format(input, compiler: compiler) {
    case .failed(let report):
      console.writeError(
        HumanRenderer(colored: console.colorsStandardError).render(
          report.diagnostics, files: [report.source]))
      return .failure
    case .unchanged:
      guard !checkOnly, case .bytes(let bytes) = input.contents else { return .success }
      console.write(String(decoding: bytes, as: UTF8.self))
      return .success
    case .changed(let text):
      guard !checkOnly else {
        console.write(input.path + "\n")
        return .failure
      }
      console.write(text)
      return .success
    }
  }

  /// The more serious of two statuses: usage problems over failures over success.
  private static func worse(_ lhs: ExitCode, _ rhs: ExitCode) -> ExitCode {
    lhs.rawValue >= rhs.rawValue ? lhs : rhs
  }
}
