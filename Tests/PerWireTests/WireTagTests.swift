import Testing

@testable import PerKit
@testable import PerWire

/// Shelf-tag readings on the wire: pasted text read as the server reads a photo, and the
/// reading's JSON turned into the form's `fillFromTag` action.
@Suite("Wire format of shelf tags")
struct WireTagTests {
    static let texts = [
        "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\n55.7p per 100g",
        "Heinz Baked Beans\n£1.40\n415g\n33.7p per 100g",
        "Any 3 for £5\nBeans\n£1.90\n400g",
        "£2.75\n6 pack\n51.3p each",
        "Cola 6 x 330ml\n£3.00\nzzgl. £0.25 deposit",
        "hello",
    ]

    @Test("the reading's JSON gives the same fill as the reading", arguments: texts)
    func readingRoundTrip(text: String) throws {
        let reading = ShelfTagReading(plainText: text, currency: Currency(code: "GBP"), system: .uk)
        let json = WireTag.read(
            JSON.object([.init("text", .string(text)), .init("currency", .string("GBP")), .init("system", .string("uk"))])
                .text)
        #expect(json == reading.jsonText())
        let action = try WireAction.decode(
            JSON(parsing: #"{"type":"fillFromTag","reading":"# + json + "}"))
        #expect(action == .form(.fillFromTag(TagFill(reading))))
    }

    @Test("failures and malformed requests")
    func failures() throws {
        #expect(WireTag.read("{}") == #"{"error":"'text' must be a string"}"#)
        #expect(try WireAction.decode(JSON(parsing: #"{"type":"tagReadingFailed","message":"No."}"#)) == .tagReadingFailed("No."))
        #expect(try WireAction.decode(JSON(parsing: #"{"type":"tagReadingFailed","message":null}"#)) == .tagReadingFailed(nil))
        // A refusal with no message of the server's: PerKit says its status.
        #expect(
            try WireAction.decode(JSON(parsing: #"{"type":"tagReadingFailed","message":null,"status":502}"#))
                == .tagRefused(ServerRefusal(status: 502)))
        #expect(throws: ParseError.self) { try WireAction.decode(JSON(parsing: #"{"type":"fillFromTag"}"#)) }
    }

    @Test("sizes as the reading writes them")
    func sizes() throws {
        func size(_ json: String) throws -> Quantity? { WireTag.quantity(try JSON(parsing: json)) }
        #expect(try size(#"{"packs":"1","amount":"415","unit":"g"}"#) == (try? Quantity(Rational(415), .gram)))
        #expect(
            try size(#"{"packs":"6","amount":"330","unit":"mL"}"#)
                == (try? Quantity(Rational(330), .millilitre, packCount: Rational(6))))
        #expect(try size(#"{"packs":"1","amount":"12","unit":"each"}"#) == (try? Quantity(Rational(12), .each)))
        #expect(try size(#"{"packs":"1","amount":"0","unit":"g"}"#) == nil)
        #expect(try size(#"{"packs":"1","amount":"2","unit":"lots"}"#) == nil)
    }
}
