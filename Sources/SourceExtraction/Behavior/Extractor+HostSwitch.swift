import SourceSyntax

// `.onOpenURL { url in switch url.host { case "drinks": ... } }`: a path
// deep link for each host a `case` names, with what that case does.

extension Extractor {
    /// Whether `expr` reads a URL's host: `url.host`, `url.host()`,
    /// `url.host(percentEncoded: false)`, `components.host`.
    static func isURLHost(_ expr: Expr) -> Bool {
        switch expr {
        case .member(let node): return node.name.text == "host"
        case .call(let node): return node.calleeName == "host"
        case .postfix(let node): return isURLHost(node.operand)
        default: return false
        }
    }

    /// The effects of a `switch` on a URL's host: each `case` whose patterns
    /// are string literals (`case "drinks":`, `case "drinks"?:`) is that
    /// host's, its effects marked with the host (``Effect/host``); a
    /// `default` or any other pattern runs under a condition the reader does
    /// not read (no deep link of its own).
    mutating func hostSwitchEffects(_ node: SwitchExpr, _ scope: EffectScope) -> [Effect] {
        var found = effects(of: node.subject, scope)
        var unknown = scope
        unknown.underUnknownCondition = true
        for element in node.cases {
            guard case .switchCase(let item) = element else { continue }
            let hosts = item.items.map { Self.hostLiteral($0.pattern) }
            guard !item.isDefault, !hosts.isEmpty, hosts.allSatisfy({ $0 != nil }) else {
                found += effects(of: item.statements, unknown)
                continue
            }
            let inCase = effects(of: item.statements, scope)
            for case let host? in hosts {
                let at = site(item.items[0].pattern.range, scope.file)
                found.append(Effect(kind: .urlHost(host), at: at, host: host))
                found += inCase.map { effect in
                    var marked = effect
                    marked.host = host
                    return marked
                }
            }
        }
        return found
    }

    /// The text of a `case` pattern that is a string literal, optional or not.
    private static func hostLiteral(_ pattern: Expr) -> String? {
        switch pattern {
        case .string(let literal): return literal.staticText
        case .postfix(let node) where node.op.text == "?": return hostLiteral(node.operand)
        default: return nil
        }
    }
}
