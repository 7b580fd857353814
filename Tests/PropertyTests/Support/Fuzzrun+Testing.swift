@testable import fuzzrun

/// What one in-process run of fuzzrun produced.
struct FuzzrunResult: Sendable {
    /// The exit code.
    var code: Int32
    /// Everything written to standard output.
    var out: String
    /// Everything written to standard error.
    var err: String
}

/// Runs fuzzrun in-process on `arguments` (without the program name).
func fuzzrun(_ arguments: String...) -> FuzzrunResult {
    fuzzrun(arguments)
}

/// Runs fuzzrun in-process on `arguments` (without the program name).
func fuzzrun(_ arguments: [String]) -> FuzzrunResult {
    let console = Console.capturing()
    let code = Fuzzrun.main(arguments, console: console)
    return FuzzrunResult(code: code.rawValue, out: console.capturedOut, err: console.capturedErr)
}
