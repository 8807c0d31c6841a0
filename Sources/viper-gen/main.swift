#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

let console = Console(environment: ProcessInfo.processInfo.environment)
let status = ViperGen.run(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(status.rawValue)
