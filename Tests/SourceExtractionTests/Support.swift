import Foundation
import LayoutModel
import SourceExtraction

/// The fixtures folder.
enum Fixtures {
    /// The folder of fixture `name`.
    static func url(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The fixture's folder as reports print it: relative to the current
    /// directory when under it (the tests run in the package, the
    /// fixtures are under `.build`).
    static func shown(_ name: String) -> String {
        let path = url(name).path, directory = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
    }

    /// The fixture extracted, with its plist if it has one.
    static func extract(_ name: String) throws -> Extraction {
        let folder = url(name)
        let plist = folder.appendingPathComponent("Info.plist")
        return try AppSpec.extract(from: [folder], plist: FileManager.default.fileExists(atPath: plist.path) ? plist : nil)
    }
}

extension AppSpec {
    /// The spec's structure: what the reader derives (no name, summary,
    /// source or behaviour), screens in id order; screens that no container
    /// reaches (a built-in spec may list some) left out.
    var structure: AppSpec {
        var reached: [String] = []
        var next: [String] = []
        for container in root.containers {
            switch container {
            case .splitView(let split): next += split.sidebar
            case .tabView(let tabs):
                next += tabs.allTabs.flatMap { [$0.screenID] + $0.reachableTags + ($0.content?.splitView?.sidebar ?? []) }
            case .stack(let stack): next.append(stack.root)
            case .view(let screen): next.append(screen)
            }
        }
        if let column = sideColumn { next.append(column.screen) }
        while let id = next.popLast() {
            guard !reached.contains(id) else { continue }
            reached.append(id)
            next += screen(id)?.destinations ?? []
        }
        let kept = screens.filter { reached.contains($0.id) }
        var spec = AppSpec(name: "", screens: kept.sorted { $0.id < $1.id }, root: root,
                           scene: scene == SceneSpec() ? nil : scene,
                           devices: devices, sideColumn: sideColumn)
        spec.invariants = nil
        return spec
    }
}
