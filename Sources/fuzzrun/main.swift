// fuzzrun: the command line. All logic lives in `Fuzzrun`, so tests can run
// it in-process.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Named so that no command can pick it up in place of the console it is given.
let processConsole = Console.standard()
let code = Fuzzrun.main(Array(CommandLine.arguments.dropFirst()), console: processConsole, interrupts: .signals)
exit(code.rawValue)
