import Foundation

let console = Console(environment: ProcessInfo.processInfo.environment)
let status: ExitCode
do throws(UsageError) {
  status = FlowCommand.run(try RawArguments.decoded(RawArguments.current()), console: console)
} catch {
  console.writeError(error.text)
  status = .usage
}
exit(status.rawValue)
