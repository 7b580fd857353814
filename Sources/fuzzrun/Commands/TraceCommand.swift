import LayoutModel
import SizeFuzz
import SizeFuzzReport

/// `fuzzrun trace`: replays a hand-written scenario, or a corpus entry's,
/// and prints the layout after every step.
enum TraceCommand: Command {
    static let name = "trace"
    static let summary = "Replay a scenario step by step and print the layout after each step."
    static let help = """
    USAGE: fuzzrun trace (--app NAME | --spec FILE.json) --window WINDOW [--event EVENT ...]
                         [--invariant NAME ...] [--os 18|26|27] [--platform FILE.json] [--svg DIR]
           fuzzrun trace ENTRY.json [--spec FILE.json] [--os 18|26|27] [--platform FILE.json]
                         [--svg DIR]

    Launches the app in WINDOW, applies each EVENT in order, and prints one line per
    step: the step, the columns (|sidebar 320|detail 874|) and the layout. Steps after
    which an invariant fails are marked, and what it saw is printed at the end. With a
    corpus entry, its app, scenario and invariant are traced, on the version of iPadOS
    the entry records (its "os") unless --os says otherwise. The first line says which
    version was modelled and why.

    The window and every event are checked against the app as a corpus entry's are: a
    screen or tab the app does not have, or what cannot happen on the platform (a mode
    the device lacks under that version, such as split-third under iPadOS 26, a resize
    on an iPhone, a display on an iPad without Stage Manager, a second scene of an app
    with one window) is a usage error naming the event and what to use instead.

    OPTIONS:
      --app NAME            A built-in app (fuzzrun list apps).
      --spec FILE.json      An app described as JSON; with ENTRY.json, replaces the copy
                            the entry keeps of the app of that name.
      --window WINDOW       The launch window: DEVICE ORIENTATION MODE [WxH] [on DISPLAY],
                            such as "ipad-pro-11 landscape stage 700x834".
      --event EVENT         An event in the report's vocabulary, such as "resize 375x834";
                            repeatable, applied in order.
      --invariant NAME      Check only this invariant; repeatable (default: all).
      --os N                The version of iPadOS to model: 18, 26 or 27 (default: the
                            entry's "os"; without one \(OSVersion.current.rawValue), or the platform file's "os").
      --platform FILE.json  Model parameters other than the defaults (see the README).
      --svg DIR             Also write one drawing per step: DIR/step-0.svg (the launch),
                            DIR/step-1.svg, ... (the folder is made if needed).

    EXIT CODES: 0 no invariant failed, 1 an invariant failed, 64 usage (a window or
                event that does not read or cannot happen), 65 bad spec or entry, 66 file
                not found, 69 the entry's invariant is a custom one, 73 --svg could not write.

    EXAMPLES:
      fuzzrun trace --app cafe --window "ipad-pro-11 landscape full" --event "select-sidebar coffee" --event "push latte" --event "mode left-third"
      fuzzrun trace Corpus/path-preserved/path-reset-on-resize-47b8370d.json --svg steps

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let appName = try arguments.value("--app")
        let specPath = try arguments.value("--spec")
        let windowText = try arguments.value("--window")
        let eventTexts = try arguments.values("--event")
        let invariantNames = try arguments.values("--invariant")
        let svgFolder = try arguments.value("--svg")
        let os = try arguments.os()
        let platform = try arguments.platform().platform
        let positionals = arguments.positionals()
        try arguments.finish()
        let trace = try Trace.read(entry: positionals, appName: appName, specPath: specPath, window: windowText,
                                   events: eventTexts, invariants: invariantNames, os: os, platform: platform)
        let steps = trace.steps()
        console.out(trace.text(steps))
        if let svgFolder {
            try OutputFile.makeFolder(svgFolder, option: "--svg")
            for (index, step) in steps.enumerated() {
                let drawing = LayoutDrawing(step.layout, model: trace.model, caption: step.label,
                                            marked: step.violations.contains { $0.step == index })
                try OutputFile.write(drawing.svg, to: svgFolder + "/step-\(index).svg", option: "--svg", console: console)
            }
        }
        return steps.last?.violations.isEmpty ?? true ? .success : .failure
    }
}
