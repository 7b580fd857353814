import SizeFuzzReport

extension HTMLReport {
    /// The page of `report`, as `--html` writes it: the readings without
    /// their times under `--no-timing`, their paths from the app's package.
    init(report: RunReport) {
        let readings = report.readings.map { reading in
            var reading = reading
            if report.elapsedSeconds == nil { reading.seconds = nil }
            // Paths from the app's package, as the code frames write them.
            reading.directory = HTMLReport.packageFolder(of: reading.paths) ?? reading.directory
            return reading.text
        }
        self.init(result: report.result, failureReports: report.result.failures.map(report.report(of:)),
                  verdict: report.verdict, isInconclusive: report.isInconclusive, readings: readings,
                  spaces: report.spaces, generator: "SizeFuzz fuzzrun \(Fuzzrun.version)")
    }

    /// Fails before a long run, not after it, when the page could not be
    /// written: `path` must not be a folder, and its folder must exist and
    /// be writable.
    static func checkWritable(_ path: String) throws(CommandError) {
        try OutputFile.check(path, option: "--html")
    }
}
