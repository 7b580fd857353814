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

    @Test func aNameIsHashedFromItsKeptWordsAsFromItsBytes() {
        let names = ["inbox", "", "exactly8", "a much longer screen name than sixteen bytes", "caf\u{E9}-\u{1F600}"]
        let table = NameTable(names)
        for (id, name) in names.enumerated() {
            var kept = WordHash(), made = WordHash()
            kept.add(bits: 7)
            made.add(bits: 7)
            table.add(id, to: &kept)
            made.add(name)
            #expect(kept.state == made.state)
        }
        var inbox = WordHash()
        table.add(0, to: &inbox)
        // "inbox": one word, its five bytes and the count 5 in the top byte.
        var word = WordHash()
        word.add(bits: 0x0500_0078_6f62_6e69)
        #expect(inbox.state == word.state)
        var empty = WordHash()
        table.add(1, to: &empty)
        var zero = WordHash()
        zero.add(bits: 0)
        #expect(empty.state == zero.state)
    }

    /// The words of every length of a last word (0 to 7 bytes, read four,
    /// two and one at a time), after one whole word, and of none: the bytes
    /// in order from the lowest, the count in the top byte.
    @Test(arguments: 0...17) func theWordsOfABufferAreItsBytesInOrderThenItsCount(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: 0x11 &* ($0 + 1)) }
        var words: [UInt64] = []
        bytes.withUnsafeBufferPointer { buffer in WordHash.forEachWord(of: buffer) { words.append($0) } }
        var expected: [UInt64] = []
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            word |= UInt64(byte) << (8 * UInt64(index % 8))
            if index % 8 == 7 { expected.append(word); word = 0 }
        }
        expected.append(word ^ UInt64(count) << 56)
        #expect(words == expected)
        #expect(words.count == count / 8 + 1)
        if count == 5 { #expect(words == [0x0500_0055_4433_2211]) }
    }

    @Test func aLayoutHashesItsScreenThenItsTabAsTheirNames() throws {
        let model = AppModel(.blog)
        let window = try WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full, size: nil)
        let layout = model.layout(of: model.launch(in: window).scenes[0])
        var kept = WordHash(), made = WordHash()
        layout.addNames(to: &kept)
        if let screen = layout.screen { made.add(screen) }
        if let tab = layout.selectedTab { made.add(tab) }
        #expect(layout.screen != nil && layout.selectedTab != nil)
        #expect(kept.state == made.state)
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
