import Foundation
import SizeFuzz

extension HTMLReport {
    /// The folder a page writes the paths of an app read from `paths` from,
    /// ending with `/`, as its code frames do: the nearest folder with a
    /// `Package.swift` at or above the first path, else the folder above
    /// its own, so that a page never shows the folders of the machine that
    /// ran. `nil` for no paths.
    ///
    /// - Parameter paths: the files and folders the app was read from.
    /// - Returns: the folder, or `nil`.
    public static func packageFolder(of paths: [String]) -> String? {
        paths.first.map(CodeFrame.packageFolder(of:))
    }

    /// `report` with its source paths (and spec and platform files)
    /// relative to their package, so that its replay command names the
    /// files as the code frame does (`Sources/App/ContentView.swift`), to
    /// run from the package's folder.
    static func packageRelative(_ report: FailureReport) -> FailureReport {
        var report = report
        report.sourcePaths = report.sourcePaths?.map(CodeFrame.packagePath)
        if case let .spec(path) = report.appSource { report.appSource = .spec(path: CodeFrame.packagePath(path)) }
        report.platformPath = report.platformPath.map(CodeFrame.packagePath)
        return report
    }

    /// `report`'s regression test with every path relative to its package
    /// (``packageRelative(_:)``): the test loads a platform file by its full
    /// path, written here from the package's folder.
    static func regressionTest(of report: FailureReport) -> String {
        var test = packageRelative(report).regressionTest
        if let platform = report.platformPath {
            let full = URL(fileURLWithPath: platform).standardizedFileURL.path
            test = test.replacingOccurrences(of: FailureReport.quoted(full), with: FailureReport.quoted(CodeFrame.packagePath(platform)))
        }
        return test
    }
}
