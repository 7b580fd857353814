@testable import LayoutModel
import Testing

/// Names interned as small integer ids (``NameTable``), and the model's
/// per-screen tables read by them.
@Suite struct NameTableTests {
    @Test func namesGetTheirPositionAsIDAndADuplicateKeepsItsFirst() {
        let table = NameTable(["inbox", "sent", "inbox", "a much longer screen name than sixteen bytes", ""])
        #expect(table.names == ["inbox", "sent", "a much longer screen name than sixteen bytes", ""])
        #expect(table.id(of: "inbox") == 0)
        #expect(table.id(of: "sent") == 1)
        #expect(table.id(of: "a much longer screen name than sixteen bytes") == 2)
        #expect(table.id(of: "") == 3)
        #expect(table.id(of: "Inbox") == nil)
        #expect(table.id(of: "sen") == nil)
    }

    @Test func everyNameOfALargeTableIsFound() {
        let names = (0..<300).map { "screen-\($0)" }
        let table = NameTable(names)
        #expect(names.map { table.id(of: $0) } == Array(0..<300))
        #expect(table.id(of: "screen-300") == nil)
    }

    @Test func theModelReadsItsScreensByID() {
        let model = AppModel(.cafe)
        #expect(model.screen("coffee")?.title == "Coffee")
        #expect(model.destinations(of: "latte") == ["recipe"])
        #expect(model.hasDestinations("latte"))
        #expect(!model.hasDestinations("recipe"))
        #expect(model.destinations(of: "no-such-screen") == [])
        #expect(!model.hasDestinations("no-such-screen"))
        #expect(model.screen("no-such-screen") == nil)
    }

}
