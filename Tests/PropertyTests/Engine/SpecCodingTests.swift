import LayoutModel
import SizeFuzz
import Testing

/// Every built-in app survives its JSON encoding unchanged, so a spec file
/// describes an app completely.
@Suite struct SpecCodingTests {
    @Test(arguments: BuiltinApp.all.map(\.name))
    func builtInAppsRoundTripThroughJSON(_ name: String) throws {
        let app = try #require(BuiltinApp.named(name)).spec
        #expect(app.deepCopy == app)
        #expect(app.problems == [])
    }
}
