import FlowCompiler
import FlowTools
import Foundation

extension Subcommand {
  /// `flowc lsp`: the language server, speaking the Language Server Protocol over standard input
  /// and output. All of its logic is `LanguageServer`'s; this only moves bytes.
  static let lsp = Subcommand(
    name: "lsp",
    summary: "Run the language server for editors, over standard input and output.",
    arguments: [],
    options: [],
    discussion: """
      Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard
      input and output, for editors such as VS Code (docs/editors/vscode): diagnostics as you
      type, go to definition, hover with doc comments, completion of screen, sheet, cover, tab,
      phase, condition and event names, and rename. Positions are counted in UTF-16 code units.
      Documents are synchronised in full. Nothing is written to disk. See docs/Tools.md.

      EXIT STATUS:
        0  The client sent shutdown, then exit (or closed standard input after shutdown).
        1  The client sent exit, or closed standard input, without shutdown.
      """,
    run: { runLanguageServer($0, $1) }
  )

  private static func runLanguageServer(_ invocation: Invocation, _ console: Console) -> ExitCode {
    // An editor that quits closes the pipe: a failed write then ends the session, not SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var server = LanguageServer()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      // `read(2)` returns what has arrived, so each message is answered as soon as it is complete.
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return server.endOfInput() == 0 ? .success : .failure }
      let reply = server.receive(Array(buffer[..<count]))
      if !reply.isEmpty {
        // The client went away if this fails; the next read then sees the end of input.
        try? FileHandle.standardOutput.write(contentsOf: reply)
      }
      if let status = server.exitStatus { return status == 0 ? .success : .failure }
    }
  }
}
