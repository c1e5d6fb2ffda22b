import Foundation

let status = FlowCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  console: Console(environment: ProcessInfo.processInfo.environment))
exit(status.rawValue)
