// fuzzrun: the command line. All logic lives in `Fuzzrun`, so tests can run
// it in-process.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let console = Console.standard()
let code = Fuzzrun.main(Array(CommandLine.arguments.dropFirst()), console: console, interrupts: .signals)
exit(code.rawValue)
