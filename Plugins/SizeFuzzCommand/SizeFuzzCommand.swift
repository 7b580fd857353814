import Foundation
import PackagePlugin

/// `swift package sizefuzz [fuzzrun arguments]`: builds `fuzzrun` and runs
/// it in the package's folder, so it reads the package's `.sizefuzz.json`
/// (or runs `fuzzrun lint`, `fuzzrun replay`, ... as given). Files it writes
/// (`--sarif`, `--junit`, `--save-corpus`) need `--disable-sandbox` on
/// macOS, whose sandbox keeps a plugin from writing.
@main
struct SizeFuzzCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let fuzzrun = try context.tool(named: "fuzzrun")
        let process = Process()
        process.executableURL = fuzzrun.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // fuzzrun has said why on its own output; the error carries its code.
        guard process.terminationStatus == 0 else { throw SizeFuzzCommandError.exited(process.terminationStatus) }
    }
}

/// Why the command failed: fuzzrun's exit code, which its output explains.
enum SizeFuzzCommandError: Error, CustomStringConvertible {
    /// fuzzrun exited with this code (1 a failure, 2 a lint, 64 and up an error).
    case exited(Int32)

    var description: String {
        switch self {
        case let .exited(code): "fuzzrun exited with \(code)"
        }
    }
}
