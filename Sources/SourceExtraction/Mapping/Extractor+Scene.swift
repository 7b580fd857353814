import LayoutModel
import SourceSyntax

extension Extractor {
    /// The scene: size restrictions set in UIKit code
    /// (`sizeRestrictions?.minimumSize = CGSize(width:height:)`), and the plist's keys.
    mutating func scene(into map: inout SourceMap) -> SceneSpec? {
        var restrictions = SceneSizeRestrictions()
        for name in index.typeOrder {
            guard let info = index.types[name] else { continue }
            for member in info.members {
                guard case .function(let function) = member.node, let body = function.body else { continue }
                scanRestrictions(body.statements, file: member.file, &restrictions, &map)
            }
        }
        var scene = SceneSpec()
        if restrictions.isSet { scene.restrictions = restrictions }
        scene.requiresFullScreen = plist?.requiresFullScreen
        scene.multipleWindows = plist?.multipleScenes
        scene.requiresFullScreenIgnoredFrom = plist?.ignoredFrom
        // Both orientations is the default: recorded only when one is missing.
        scene.iPadOrientations = plist?.iPadOrientations.flatMap { $0.count == 1 ? $0 : nil }
        scene.iPhoneOrientations = plist?.iPhoneOrientations.flatMap { $0.count == 1 ? $0 : nil }
        return scene == SceneSpec() ? nil : scene
    }

    private mutating func scanRestrictions(_ statements: [Stmt], file: Int, _ restrictions: inout SceneSizeRestrictions,
                                           _ map: inout SourceMap) {
        for statement in statements {
            switch statement {
            case .expression(let expr): scanRestrictions(expr, file: file, &restrictions, &map)
            case .guardStmt(let node): scanRestrictions(node.elseBody.statements, file: file, &restrictions, &map)
            case .doStmt(let node): scanRestrictions(node.body.statements, file: file, &restrictions, &map)
            case .ifConfig(let config):
                scanRestrictions(BuildConditions.active(config) { _ in }, file: file, &restrictions, &map)
            default: break
            }
        }
    }

    private mutating func scanRestrictions(_ expr: Expr, file: Int, _ restrictions: inout SceneSizeRestrictions,
                                           _ map: inout SourceMap) {
        switch expr {
        case .binary(let node) where node.op.text == "=":
            let path = expressionPath(node.left)
            guard let last = path.last, last == "minimumSize" || last == "maximumSize", path.contains("sizeRestrictions") else { return }
            guard case .instance(_, let fields) = evaluate(node.right, Scope(file: file)),
                  let width = fields["width"]?.number, let height = fields["height"]?.number else {
                assume(node.right.range, file, "`\(site(node.range, file).code)`", "a size not known from the source: left unset")
                return
            }
            let size = Size(width: width, height: height)
            let key = last == "minimumSize" ? "minimum" : "maximum"
            if key == "minimum" { restrictions.minimum = size } else { restrictions.maximum = size }
            let at = site(node.range, file)
            if map.entry(.restriction, key) == nil {
                map.entries.append(SourceMap.Entry(kind: .restriction, key: key, location: at.location, code: at.code))
            }
        case .ifExpr(let node):
            scanRestrictions(node.body.statements, file: file, &restrictions, &map)
            if case .block(let block)? = node.elseBranch { scanRestrictions(block.statements, file: file, &restrictions, &map) }
        case .call(let node):
            for closure in node.trailingClosures { scanRestrictions(closure.closure.statements, file: file, &restrictions, &map) }
        default: break
        }
    }
}
