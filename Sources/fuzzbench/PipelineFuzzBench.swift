import Dispatch
import Foundation
import SizeFuzz

/// `fuzzbench pipeline-fuzz [--seed S] [--count N] [--timeout SECONDS]
/// [--fuzzrun PATH] [--fixtures DIR]`: the long run of the pipeline mutation
/// test. Each input is a source fixture with one file mutated (bytes,
/// tokens or structure), or a generated app (nesting, size); each goes
/// through `fuzzrun extract`, the spec it prints back through `--spec`, and
/// `--source` with `--json` and `--save-corpus`, each a separate process
/// with a time limit. Counts traps (a process killed by a signal), hangs
/// (past the time limit), exits outside the documented codes, error output
/// that is not one line, and JSON that does not parse; prints the peak
/// memory of the largest run and the time.
///
/// The same seed and count try the same inputs: every draw comes from one
/// SplitMix64 generator. An input that breaks the contract is kept in its
/// temporary folder, whose path is printed.
struct PipelineFuzzBench {
    /// The seed of the inputs.
    var seed: UInt64
    /// How many inputs to try.
    var count: Int
    /// The time limit of one process, in seconds.
    var timeout: Double
    /// The fuzzrun binary run.
    var fuzzrun: String
    /// The folder of source fixtures (one app a folder).
    var fixtures: String

    /// Reads the options after `pipeline-fuzz`; nil with a message on a bad one.
    init?(_ arguments: [String]) {
        seed = 1
        count = 200
        timeout = 60
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fuzzrun")
        fuzzrun = binary.path
        fixtures = "Tests/SourceExtractionTests/Fixtures"
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else {
                print("fuzzbench: error: \(option) needs a value")
                return nil
            }
            switch option {
            case "--seed": guard let number = UInt64(value) else { return nil }; seed = number
            case "--count": guard let number = Int(value), number > 0 else { return nil }; count = number
            case "--timeout": guard let number = Double(value), number > 0 else { return nil }; timeout = number
            case "--fuzzrun": fuzzrun = value
            case "--fixtures": fixtures = value
            default:
                print("fuzzbench: error: unknown option \(option)")
                return nil
            }
        }
    }

    /// The one source of every draw: SizeFuzz's SplitMix64 (Steele, Lea and
    /// Flood, 2014), the same stream for the same seed.
    struct Generator {
        var source: SplitMix64
        init(state: UInt64) { source = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { source.next() }
        /// A number in `0..<bound` (`bound` > 0).
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// The kinds of input, in the order they are tried in turn.
    static let kinds = ["byte", "token", "structure", "nesting", "size"]

    /// Tokens inserted or written over a line: delimiters, numbers out of
    /// range, recursion, a byte-order mark, hostile names, a modifier that
    /// places its receiver twice.
    static let tokens = ["{", "}", "(", ")", ".", ",", "\"", "\n", "$", "@State ", "if ", "else ", "switch ", "case ",
                         ".frame(width: 1e308)", ".frame(width: -1e19)", ".padding(-8)", ".padding(.nan)",
                         "var loop: Double { loop }", "\u{FEFF}", "ForEach(0...9223372036854775807) { _ in Text(\"r\") }",
                         "Text(\"\u{202E}\u{2028}\u{7F}\u{85}\")", ".navigationTitle(\"A\u{2028}B\u{202E}C\u{7F}D\u{9B}\")",
                         "NavigationSplitView { List { } } detail: { Text(\"d\") }", "TabView { Text(\"t\").tabItem { Text(\"t\") } }",
                         "NavigationStack { ", "NavigationLink(\"l\") { ", ".sheet(isPresented: .constant(true)) { ",
                         "extension View { func twice() -> some View { HStack { self; self } } }", ".twice()",
                         "struct V\(String(repeating: "x", count: 2_000)): View { var body: some View { Text(\"v\") } }"]

    /// One input: its kind, a label, and its files.
    struct Input {
        var kind: String
        var label: String
        var files: [String: Data]
    }

    /// The fixtures' Swift files, by fixture, in name order.
    func loadFixtures() -> [(name: String, files: [String: Data])] {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: fixtures)) ?? []).sorted()
        return names.compactMap { name in
            let folder = URL(fileURLWithPath: fixtures).appendingPathComponent(name)
            guard let enumerator = manager.enumerator(atPath: folder.path) else { return nil }
            var files: [String: Data] = [:]
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift"), let data = manager.contents(atPath: folder.appendingPathComponent(path).path) else { continue }
                files[path] = data
            }
            return files.isEmpty ? nil : (name, files)
        }
    }

    /// A generated app whose window shows `body`, with `members` in its view.
    static func app(_ body: String, members: String = "") -> String {
        "@main\nstruct PipelineApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n"
            + "struct Home: View {\n    \(members)\n    var body: some View {\n\(body)\n    }\n}\n"
    }

    /// Input `number` of kind `kind`.
    static func input(_ kind: String, _ number: Int, _ fixtures: [(name: String, files: [String: Data])],
                      _ random: inout Generator) -> Input {
        switch kind {
        case "nesting":
            let depth = 1 + random.below(3_000)
            let openers = ["if x > 1 { ", "switch x { default: ", "HStack { ", "Group { ", "VStack { if x > 2 { "]
            let opener = openers[random.below(openers.count)]
            let closer = opener.filter { $0 == "{" }.map { _ in " }" }.joined()
            let body = "NavigationStack {\n" + String(repeating: opener, count: depth) + "Text(\"deep\")"
                + String(repeating: closer, count: depth) + "\n}"
            return Input(kind: kind, label: "\(opener.trimmingCharacters(in: .whitespaces)) x \(depth)",
                         files: ["App.swift": Data(app(body, members: "var x = 2.0").utf8)])
        case "size":
            let size = 1 + random.below(50_000)
            let shapes: [(String, (Int) -> String)] = [
                ("rows", { "Text(\"\($0)\").tag(\($0))" }),
                ("links", { "NavigationLink(\"\($0)\") { Text(\"d\") }" }),
                ("tabs", { "Text(\"\($0)\").tabItem { Text(\"\($0)\") }.tag(\($0))" }),
                ("modifiers", { _ in ".padding(1)" }),
            ]
            let (name, line) = shapes[random.below(shapes.count)]
            let body: String
            switch name {
            case "tabs": body = "TabView {\n" + (0..<size).map(line).joined(separator: "\n") + "\n}"
            case "modifiers": body = "NavigationStack { Text(\"a\")" + (0..<min(size, 5_000)).map(line).joined() + " }"
            default: body = "NavigationStack { List {\n" + (0..<size).map(line).joined(separator: "\n") + "\n} }"
            }
            return Input(kind: kind, label: "\(name) x \(name == "modifiers" ? min(size, 5_000) : size)",
                         files: ["App.swift": Data(app(body).utf8)])
        default:
            let fixture = fixtures[random.below(fixtures.count)]
            let names = fixture.files.keys.sorted()
            let name = names[random.below(names.count)]
            var bytes = [UInt8](fixture.files[name] ?? Data())
            let label = mutate(&bytes, kind, &random)
            var files = fixture.files
            files[name] = Data(bytes)
            return Input(kind: kind, label: "\(fixture.name)/\(name) \(label)", files: files)
        }
    }

    /// Mutates `bytes` by `kind` (byte, token or structure); returns what it did.
    static func mutate(_ bytes: inout [UInt8], _ kind: String, _ random: inout Generator) -> String {
        guard !bytes.isEmpty else { return "empty" }
        let position = random.below(bytes.count)
        let length = min(1 + random.below(16), bytes.count - position)
        switch kind {
        case "byte":
            let noise = (0..<(1 + random.below(8))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            switch random.below(3) {
            case 0:
                bytes.removeSubrange(position..<(position + length))
                return "deleted \(length) at \(position)"
            case 1:
                bytes.insert(contentsOf: noise, at: position)
                return "inserted \(noise.count) at \(position)"
            default:
                bytes.replaceSubrange(position..<(position + length), with: noise)
                return "replaced \(length) at \(position)"
            }
        case "token":
            let token = tokens[random.below(tokens.count)]
            // At a line's start, where a token is a token.
            let start = bytes[..<position].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            bytes.insert(contentsOf: Array(token.utf8), at: start)
            return "token \(tokens.firstIndex(of: token) ?? 0) at \(start)"
        default:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let first = random.below(lines.count)
            let last = min(lines.count, first + 1 + random.below(12))
            let what: String
            switch random.below(4) {
            case 0:
                lines.removeSubrange(first..<last)
                what = "deleted lines"
            case 1:
                lines.insert(contentsOf: lines[first..<last], at: last)
                what = "duplicated lines"
            case 2:
                let other = random.below(lines.count)
                lines.swapAt(first, other)
                what = "swapped line \(other + 1) with"
            default:
                lines.insert(Array("if flag {".utf8), at: first)
                lines.insert(Array("}".utf8), at: last + 1)
                what = "wrapped in if lines"
            }
            bytes = Array(lines.joined(separator: [0x0A]))
            return "\(what) \(first + 1)-\(last)"
        }
    }

    /// What one process did.
    struct Outcome {
        var code: Int32
        var signalled: Bool
        var timedOut: Bool
        var seconds: Double
        var out: Data
        var err: String
    }

    /// Runs fuzzrun on `arguments` in `folder`, its output in files there.
    func run(_ arguments: [String], in folder: URL, name: String) -> Outcome {
        let outURL = folder.appendingPathComponent("\(name).out"), errURL = folder.appendingPathComponent("\(name).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fuzzrun)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL) else {
            return Outcome(code: -1, signalled: false, timedOut: false, seconds: 0, out: Data(), err: "cannot open output files")
        }
        process.standardOutput = out
        process.standardError = err
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch {
            return Outcome(code: -1, signalled: false, timedOut: false, seconds: 0, out: Data(), err: "\(error)")
        }
        var timedOut = false
        if done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            done.wait()
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try? out.close()
        try? err.close()
        let signalled = !timedOut && process.terminationReason == .uncaughtSignal
        return Outcome(code: process.terminationStatus, signalled: signalled, timedOut: timedOut, seconds: seconds,
                       out: (try? Data(contentsOf: outURL)) ?? Data(),
                       err: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
    }

    /// Whether `data` is one JSON document.
    static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    /// The documented exit codes of each step.
    static let expected: [String: Set<Int32>] = [
        "extract": [0, 65, 77], "spec": [0, 1, 2, 3, 65], "source": [0, 1, 2, 3, 65, 77],
    ]

    /// The totals of a run.
    struct Totals {
        var inputs: [String: Int] = [:]
        var runs = 0
        var traps = 0
        var hangs = 0
        var badExits = 0
        var badErrors = 0
        var badJSON = 0
        var slowest = (seconds: 0.0, label: "")
        var problems: [String] = []
    }

    /// Checks `outcome` of `step`, adding what is wrong to `totals`; true when right.
    func check(_ outcome: Outcome, _ step: String, _ label: String, _ totals: inout Totals) -> Bool {
        totals.runs += 1
        if outcome.seconds > totals.slowest.seconds { totals.slowest = (outcome.seconds, "\(step) of \(label)") }
        var problem: String?
        if outcome.timedOut {
            totals.hangs += 1
            problem = "hang (over \(fixed(timeout, 0)) s)"
        } else if outcome.signalled {
            totals.traps += 1
            problem = "trap (signal \(outcome.code))"
        } else if !(Self.expected[step] ?? []).contains(outcome.code) {
            totals.badExits += 1
            problem = "exit \(outcome.code)"
        } else {
            let errors = outcome.err.split(separator: "\n").filter { $0.hasPrefix("fuzzrun: error:") }
            if errors.count != (outcome.code >= 64 ? 1 : 0) {
                totals.badErrors += 1
                problem = "\(errors.count) error lines with exit \(outcome.code)"
            }
        }
        guard let problem else { return true }
        totals.problems.append("\(step) of \(label): \(problem): \(outcome.err.suffix(200))")
        return false
    }

    /// Runs the inputs and prints the figures.
    func run() {
        let fixtureApps = loadFixtures()
        guard !fixtureApps.isEmpty else {
            print("fuzzbench: error: no fixtures in \(fixtures)")
            return
        }
        var random = Generator(state: seed)
        var totals = Totals()
        let start = DispatchTime.now().uptimeNanoseconds
        for number in 0..<count {
            let kind = Self.kinds[number % Self.kinds.count]
            let input = Self.input(kind, number, fixtureApps, &random)
            let label = "input \(number) (\(kind): \(input.label))"
            totals.inputs[kind, default: 0] += 1
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-fuzz-\(seed)-\(number)")
            let app = folder.appendingPathComponent("app")
            try? FileManager.default.removeItem(at: folder)
            for (name, data) in input.files {
                let file = app.appendingPathComponent(name)
                try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: file)
            }
            var right = true
            let extracted = run(["extract", "--no-project", app.path], in: folder, name: "extract")
            right = check(extracted, "extract", label, &totals) && right
            if extracted.code == 0 && !extracted.timedOut && !extracted.signalled {
                if !Self.isJSON(extracted.out) {
                    totals.badJSON += 1
                    totals.problems.append("extract of \(label): the spec is not JSON")
                    right = false
                }
                let spec = folder.appendingPathComponent("spec.json")
                try? extracted.out.write(to: spec)
                let run = run(["--spec", spec.path, "--seed", "7", "--iterations", "25", "--no-timing"], in: folder, name: "spec")
                right = check(run, "spec", label, &totals) && right
            }
            let corpus = folder.appendingPathComponent("corpus")
            let source = run(["--no-project", "--source", app.path, "--seed", "7", "--iterations", "25", "--no-timing", "--json",
                              "--save-corpus", corpus.path], in: folder, name: "source")
            right = check(source, "source", label, &totals) && right
            if [0, 1, 3].contains(source.code) && !source.timedOut && !source.signalled {
                var documents = [("the report", source.out)]
                let enumerator = FileManager.default.enumerator(atPath: corpus.path)
                while let path = enumerator?.nextObject() as? String {
                    guard path.hasSuffix(".json") else { continue }
                    documents.append(("corpus entry \(path)", (try? Data(contentsOf: corpus.appendingPathComponent(path))) ?? Data()))
                }
                for (what, data) in documents where !Self.isJSON(data) {
                    totals.badJSON += 1
                    totals.problems.append("source of \(label): \(what) is not JSON")
                    right = false
                }
            }
            if right {
                try? FileManager.default.removeItem(at: folder)
            } else {
                totals.problems.append("  kept in \(folder.path)")
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        print("pipeline-fuzz: seed \(seed), \(count) inputs from \(fixtureApps.count) fixtures, \(totals.runs) runs of fuzzrun, "
            + "\(fixed(elapsed, 1)) s")
        print("  inputs: " + Self.kinds.map { "\($0) \(totals.inputs[$0] ?? 0)" }.joined(separator: ", "))
        print("  traps \(totals.traps), hangs \(totals.hangs) (limit \(fixed(timeout, 0)) s), exits not documented \(totals.badExits), "
            + "error output not one line \(totals.badErrors), JSON not valid \(totals.badJSON)")
        print("  slowest run: \(fixed(totals.slowest.seconds, 2)) s (\(totals.slowest.label))")
        print("  peak memory of one run: \(fixed(Double(usage.ru_maxrss) / 1024, 1)) MiB")
        for problem in totals.problems { print("  " + problem) }
    }
}
