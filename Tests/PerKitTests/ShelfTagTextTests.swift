import Testing

@testable import PerKit

/// OCR output with boxes (superscript cents, the big price), fields never guessed, and the
/// reading's JSON.
@Suite("Shelf tag text")
struct ShelfTagTextTests {
    static func word(_ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ confidence: Int = 96)
        -> TagWord
    {
        TagWord(text, box: TagBox(x: x, y: y, width: width, height: height), confidence: confidence)
    }

    @Test func superscriptCentsFromBoxesJoinTheirPrice() {
        let tag = TagText(lines: [
            TagLine([
                Self.word("Cheerios", 10, 10, 120, 20), Self.word("18", 140, 10, 24, 20),
                Self.word("oz", 168, 10, 24, 20),
            ]),
            TagLine([Self.word("$3", 10, 50, 70, 90), Self.word("99", 84, 52, 40, 38)]),
            TagLine([
                Self.word("22.2¢", 10, 160, 60, 16), Self.word("per", 74, 160, 30, 16),
                Self.word("oz", 108, 160, 20, 16),
            ]),
        ])
        let reading = ShelfTagReading(reading: tag, system: .us)
        #expect(reading.price.value == q(399, 100))
        #expect(reading.tagUnitPrice.value?.check == .matches)
        #expect(reading.uncertain.isEmpty)
        #expect(reading.currency?.code == "USD")
    }

    @Test func superscriptCentsOnALineOfTheirOwnJoinToo() {
        // Tesseract often puts the raised cents on the line above the big figure.
        let tag = TagText(lines: [
            TagLine([Self.word("99", 84, 48, 40, 38)]),
            TagLine([Self.word("$3", 10, 50, 70, 90)]),
            TagLine([Self.word("18", 10, 160, 24, 16), Self.word("OZ", 38, 160, 24, 16)]),
        ])
        let reading = ShelfTagReading(reading: tag, system: .us)
        #expect(reading.price.value == q(399, 100))
        // No unit price confirms it: however sure OCR was, the shopper confirms it.
        #expect(reading.price.confidence == 70)
        #expect(reading.uncertain.contains(.price))
    }

    @Test func smallNumbersBesideAPriceAreNotCents() {
        // Not raised (same baseline), or not small: left alone.
        let tag = TagText(lines: [
            TagLine([
                Self.word("$3", 10, 50, 70, 90), Self.word("12", 84, 110, 40, 30),
                Self.word("oz", 128, 110, 30, 30),
            ])
        ])
        let reading = ShelfTagReading(reading: tag, system: .us)
        #expect(reading.price.value == q(3))
        #expect(reading.quantity.value == (try? Quantity(Rational(12), .ounce)))
    }

    @Test func aBigPriceAndTheSmallPrintAboveItInOneLineAreNoSize() {
        // A `€` boxed from the size's line down to the price's groups them: `360 2,49 g €`.
        let tag = TagText(lines: [
            TagLine([Self.word("Haribo", 188, 196, 167, 43)]),
            TagLine([
                Self.word("360", 188, 288, 76, 36), Self.word("2,49", 192, 365, 386, 181),
                Self.word("g", 278, 294, 30, 37), Self.word("€", 706, 222, 205, 312, 54),
            ]),
            TagLine([Self.word("1", 193, 761, 20, 50), Self.word("kg", 220, 761, 50, 50)]),
        ])
        let reading = ShelfTagReading(reading: tag, currency: Currency(code: "EUR"))
        #expect(reading.quantity.value != (try? Quantity(q(249, 100), .gram)))
        // Print of one size stays a size.
        let size = TagText(lines: [
            TagLine([Self.word("360", 188, 288, 76, 36), Self.word("g", 270, 294, 30, 37)])
        ])
        #expect(ShelfTagReading(reading: size).quantity.value == (try? Quantity(Rational(360), .gram)))
    }

    @Test func theBigPriceIsTheTallest() {
        let tag = TagText(lines: [
            TagLine([Self.word("Was", 10, 10, 40, 14), Self.word("£4.25", 54, 10, 50, 14)]),
            TagLine([Self.word("£1.10", 10, 30, 50, 14)]),
            TagLine([Self.word("£3.50", 10, 50, 160, 80)]),
            TagLine([Self.word("500g", 10, 140, 40, 14)]),
        ])
        let reading = ShelfTagReading(reading: tag)
        #expect(reading.price.value == q(350, 100))
        // Two prices and nothing to tell which: unsure.
        #expect(reading.uncertain.contains(.price))
    }

    @Test func lowOCRConfidenceIsUncertain() {
        let tag = TagText(lines: [
            TagLine([Self.word("Beans", 10, 10, 60, 20, 95)]),
            TagLine([Self.word("£1.20", 10, 40, 80, 60, 55)]),
            TagLine([Self.word("415g", 10, 120, 40, 14, 91)]),
        ])
        let reading = ShelfTagReading(reading: tag)
        #expect(reading.uncertain == [.price])
        #expect(reading.name.value == "Beans")
    }

    @Test(
        "a field not read is empty, never guessed",
        arguments: [
            ("", [TagField.price, .quantity]),
            ("£3.90", [.price, .quantity]),
            ("Heinz Tomato Ketchup", [.name, .price, .quantity]),
            ("700g\n55.7p per 100g", [.price, .quantity, .tagUnitPrice]),
            ("Clubcard Price", [.price, .quantity]),
            ("3 for 2", [.price, .quantity]),
            ("1,299", [.price, .quantity]),
            ("£3.90 500g 1kg", [.price, .quantity]),
        ])
    func nothingGuessed(_ text: String, _ uncertain: [TagField]) {
        let reading = ShelfTagReading(plainText: text)
        #expect(reading.uncertain == uncertain)
        switch text {
        case "":
            #expect(reading.name.value == nil && reading.price.value == nil && reading.quantity.value == nil)
        case "£3.90": #expect(reading.quantity.value == nil && reading.tagUnitPrice.value == nil)
        case "700g\n55.7p per 100g":
            #expect(reading.price.value == nil)
            #expect(reading.tagUnitPrice.value?.check == .unread)
        case "3 for 2", "1,299", "Clubcard Price":
            #expect(
                reading.price.value == nil && reading.multiBuy.value == nil
                    && reading.memberPrice.value == nil)
        default: break
        }
        #expect(reading.productText == nil || reading.price.value != nil)
    }

    @Test func theProductLineLeavesOutWhatANameCantHold() throws {
        // A colon would end the name early; control characters (C1 too) are refused in names.
        let reading = ShelfTagReading(plainText: "Tea: \u{85}Gold\u{9B} 80 bags\n£2.50")
        let product = try #require(reading.productText)
        #expect(product == "Tea Gold: 2.50 for 80")
        #expect(try ProductItem(parsing: product).name == "Tea Gold")
    }

    @Test func theJSONHasTheKeysPerScanPrints() {
        let reading = ShelfTagReading(
            plainText: "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\nAny 3 for £10\n55.7p per 100g"
        )
        #expect(
            reading.jsonText(file: "tag.txt")
                == #"{"file":"tag.txt","text":"Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\nAny 3 for £10\n55.7p per 100g","#
                + #""name":"Heinz Tomato Ketchup","price":"3.90","quantity":"700 g","#
                + #""size":{"packs":"1","amount":"700","unit":"g"},"memberPrice":"3.50","#
                + #""multiBuy":{"count":3,"price":"10.00"},"deposit":null,"#
                + #""tagUnitPrice":{"text":"55.7p per 100g","amount":"0.557","per":"100 g","exact":"39/70","check":"matches","difference":null,"#
                + #""worked":"55.7p","price":"£3.90","sentence":"The tag says 55.7p per 100g; £3.90 for 700 g is 55.7p per 100 g: it matches"},"#
                + #""product":"Heinz Tomato Ketchup: 3.90 for 700 g, member 3.50, 3 for 10.00","#
                + #""uncertain":["name","memberPrice","multiBuy"],"#
                + #""confidence":{"name":50,"price":95,"quantity":95,"memberPrice":50,"multiBuy":50,"tagUnitPrice":95},"#
                + #""currency":"GBP","notes":[]}"#)
        let json = try? JSON(parsing: reading.jsonText())
        #expect(json?.string("price") == "3.90")
    }
}
