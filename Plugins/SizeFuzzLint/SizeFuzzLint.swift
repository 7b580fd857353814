import Foundation
import PackagePlugin

/// A build-tool plugin: `fuzzrun lint --source` on the target's folder
/// during the build, `--format xcode`, so each lint is a `warning:` line of
/// the build log, which `swift build` prints and Xcode shows inline.
///
/// What SwiftPM allows shapes it (SwiftPM's "Writing a build tool plugin"):
/// a prebuild command may only run a binary target, never a tool built from
/// source, so this is a build command, run with the `fuzzrun` the package
/// builds; and a build command runs only when the build needs one of its
/// outputs, so it writes a Swift file of one comment into its work folder,
/// which the target compiles. The command is `/bin/sh` (so no Windows): it
/// runs fuzzrun with its report on standard error (`swift build` printed a
/// build command's standard error and hid its standard output, Swift 6.3.1
/// on Linux), keeps a lint (exit 2) a warning rather than a failed build,
/// fails the build on fuzzrun's errors (64 and up: no root view, a bad
/// project), then writes that file. The root view is the package's
/// `.sizefuzz.json` `"root"` when it gives one, else the target's `@main` App.
@main
struct SizeFuzzLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let fuzzrun = try context.tool(named: "fuzzrun").url
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("SizeFuzzLint.swift")
        let config = context.package.directoryURL.appendingPathComponent(".sizefuzz.json")
        var arguments = ["-c", Self.script, "sizefuzz-lint", fuzzrun.path, stamp.path, "--source", target.directory.string]
        if let root = Self.root(in: config) { arguments += ["--root", root] }
        return [.buildCommand(displayName: "SizeFuzz lint \(target.name)", executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: arguments, inputFiles: sources + [config], outputFiles: [stamp])]
    }

    /// `$1` fuzzrun, `$2` the file to write, then fuzzrun lint's arguments.
    static let script = """
        tool="$1"; stamp="$2"; shift 2
        "$tool" lint --format xcode "$@" 1>&2
        code=$?
        if [ "$code" -gt 2 ]; then exit "$code"; fi
        printf '// fuzzrun lint ran on this target; its lints are warnings in the build log.\\n' > "$stamp"
        """

    /// The `"root"` of the config file at `url`, if it is there and gives one.
    static func root(in url: URL) -> String? {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["root"] as? String
    }
}
