import LayoutModel

/// `fuzzrun grid`: how a `LazyVGrid`'s columns resolve at a width.
enum GridCommand: Command {
    static let name = "grid"
    static let summary = "Resolve LazyVGrid columns at a width."
    static let help = """
    USAGE: fuzzrun grid --columns SPEC --width W [--spacing S] [--json]

    OPTIONS:
      --columns SPEC   Comma-separated columns: fixed:W, flexible[:MIN[-MAX]],
                       adaptive:MIN[-MAX], each optionally with @S for its spacing.
      --width W        The width offered to the grid, in points: 0 to 100,000.
      --spacing S      The default spacing between columns, 0 to 100,000 (default 8).
      --json           Print one JSON object.

    EXAMPLE:
      fuzzrun grid --columns fixed:70,adaptive:40 --width 200 --json

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        guard let spec = try arguments.value("--columns") else { throw .usage("--columns is required") }
        // The lengths a spec may give (0 to 100,000 pt), so no width asks for
        // more columns than a real one could.
        guard let width = try arguments.number("--width", minimum: 0, maximum: 100_000) else { throw .usage("--width is required") }
        let spacing = try arguments.number("--spacing", minimum: 0, maximum: 100_000) ?? GridItem.defaultSpacing
        let json = try arguments.flag("--json")
        try arguments.finish()
        let columns: [GridItem]
        do {
            columns = try GridItem.parse(spec, spacing: spacing)
        } catch {
            throw .usage("--columns: \(error)")
        }
        let grid = GridLayout.resolve(columns, width: width)
        if json {
            console.line(JSONValue.grid(grid).serialized())
        } else {
            console.line("grid \(spec) at \(Points.format(width)) pt: \(Points.format(grid.totalWidth)) pt wide\(grid.fits ? "" : " (overflows)")")
            for (index, column) in grid.columns.enumerated() {
                let items = column.itemWidths.map(Points.format).joined(separator: " | ")
                console.line("  \(index + 1). \(columns[index].spec.padding(toLength: 18))\(Points.format(column.width)) pt: \(items)")
            }
        }
        return .success
    }
}

extension JSONValue {
    /// `{"width", "totalWidth", "columns": [{"size", "width", "itemWidths"}]}`.
    static func grid(_ grid: GridLayout) -> JSONValue {
        .object([
            ("width", .number(grid.offeredWidth)),
            ("totalWidth", .number(grid.totalWidth)),
            ("columns", .array(grid.columns.map { column in
                .object([
                    ("size", .string(column.size.kind)),
                    ("width", .number(column.width)),
                    ("itemWidths", .array(column.itemWidths.map(JSONValue.number))),
                ])
            })),
        ])
    }
}
