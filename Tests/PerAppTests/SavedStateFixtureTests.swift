import PerWire
import Testing

@testable import PerKit

/// Saved state exactly as the previous version of the app wrote it into browsers (captured with
/// `swift run PerWasm …` at 95df9d1): it loads with nothing lost.
@Suite("Saved state of the previous version")
struct SavedStateFixtureTests {
    /// A US list with a pinned reference, a named product, a multipack at 10/3 and a half-typed
    /// form: a division by zero on the quantity and an equation pending on the price.
    static let previousVersion = #"""
        {"version":1,"listName":"Saturday","settings":{"system":"us","currency":"USD","reference":{"amount":"1","unit":"kg"}},"items":[{"name":null,"price":"10/3","packCount":"6","packSize":"355","unit":"g"},{"name":null,"price":"249/100","packCount":"1","packSize":"1","unit":"lb"},{"name":"Brand A \"Bio\" ✓","price":"399/100","packCount":"1","packSize":"500","unit":"g"}],"lastUnit":"g","isConfirmingClear":false,"alert":null,"form":{"soldBy":"weight","unit":"g","quantity":{"left":{"typed":"12"},"operation":null,"right":null,"message":"Can't divide by zero","factors":null},"price":{"left":{"typed":"7.99"},"operation":"subtract","right":{"typed":"1.5"},"message":null,"factors":null},"name":"Half-typed","focus":"price","editingIndex":null}}
        """#

    @Test("a list saved by the previous version loads with every value")
    func loadsEverything() throws {
        let state = try State(decoding: JSON(parsing: Self.previousVersion))
        #expect(state.listName == "Saturday")
        #expect(state.settings.system == .us)
        #expect(state.settings.currencyCode == "USD")
        #expect(state.pinnedReference == ReferenceQuantity(unit: .kilogram))
        #expect(
            state.list.items == [
                product("355", .gram, for: "10/3", packs: "6"), product("1", .pound, for: "2.49"),
                product("500", .gram, for: "3.99", name: "Brand A \"Bio\" ✓"),
            ])
        #expect(state.lastUnit == .gram)
        #expect(state.removed == nil)
        let form = try #require(state.form)
        #expect(form.quantity == field(.typed("12"), message: "Can't divide by zero"))
        #expect(form.price == field(.typed("7.99"), .subtract, .typed("1.5")))
        #expect(form.name == "Half-typed")
        #expect(form.focus == .price)
        // Saved again, it reads back the same.
        #expect(try State(decoding: JSON(parsing: state.encoded())) == state)
    }

    @Test("what the previous version showed rounded is now marked")
    func showsTruthfully() throws {
        var session = WireSession()
        let start = JSON.object([.init("saved", try JSON(parsing: Self.previousVersion))]).text
        let view = try #require(try JSON(parsing: session.start(start))["view"])
        // The previous version showed 10/3 as "3.3333".
        #expect(view["rows"]?.arrayValue?.first?["price"]?.stringValue == "≈3.333333")
        #expect(view["form"]?["quantity"]?["text"]?.stringValue == "12")
        #expect(view["form"]?["price"]?["text"]?.stringValue == "7.99 − 1.5")
    }
}
