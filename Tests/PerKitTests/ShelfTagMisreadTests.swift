import Testing

@testable import PerKit

/// What OCR makes of a tag's print, read as the tag meant it: a price split at its point, `1 l`
/// read as `11`, `l` read as `i`, a band's umlaut and a loyalty scheme's name, a size printed in
/// pints and litres, and a price whose cents were lost.
@Suite("Shelf tag misreads")
struct ShelfTagMisreadTests {
    static func word(_ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ confidence: Int = 95)
        -> TagWord
    {
        ShelfTagTextTests.word(text, x, y, width, height, confidence)
    }

    /// A line of small print as OCR boxes it: `texts` side by side from the left, at `y`.
    static func line(_ texts: [String], y: Int) -> TagLine {
        TagLine(texts.enumerated().map { word($1, 10 + 60 * $0, y, 50, 30) })
    }

    @Test("a price split at its point is one price")
    func splitPrice() {
        let cases: [(text: String, system: MeasurementSystem, price: Rational)] = [
            ("Innocent Orange Juice\n1.35L\n£4. 25\n£3.15 per litre", .uk, q(425, 100)),
            ("Great Value Whole Milk\n64 FL OZ\n$2. 99\n$0.047 per fl oz", .us, q(299, 100)),
            ("Coca-Cola\n1,5 l\n1, 49 €\n1 l = 0,99 €", .metric, q(149, 100)),
        ]
        for (text, system, price) in cases {
            let reading = ShelfTagReading(plainText: text, system: system)
            #expect(reading.price.value == price, "\(text)")
            #expect(reading.tagUnitPrice.value?.check == .matches, "\(text)")
        }
    }

    @Test func twoDigitsAfterAPointAndASpaceWithoutASignAreNotCents() {
        // A bare `4. 25` is not money, and neither is `£4. 25p` or `£4. 250`.
        #expect(ShelfTagReading(plainText: "4. 25").price.value == nil)
        #expect(ShelfTagReading(plainText: "£4. 25p").price.value == q(4))
        #expect(ShelfTagReading(plainText: "£4. 250").price.value == q(4))
    }

    @Test func aSizeSplitAtItsPointIsOneSize() throws {
        let coffee = ShelfTagReading(
            plainText: "Folgers Classic Roast Coffee\n30. 5 OZ\n$13.75\nUNIT PRICE 45.1¢ per ounce",
            system: .us)
        #expect(coffee.quantity.value == (try Quantity(q(305, 10), .ounce)))
        #expect(coffee.tagUnitPrice.value?.check == .matches)
        #expect(
            ShelfTagReading(plainText: "Coca-Cola\n1, 5 l\n1,49 €").quantity.value?.formatted() == "1.5 L")
        // Four digits after the space are a number of their own.
        #expect(
            ShelfTagReading(plainText: "Coffee\n30. 5678 OZ\n$13.75").quantity.value?.formatted()
                == "5678 oz")
    }

    @Test(
        "a litre basis read as 11 or 1I is a litre",
        arguments: ["11=1,79 €", "|11=1,79€", "1I = 1,79 €", "1| = 1,79 €", "1! = 1,79 €"])
    func litreBasis(_ unitPrice: String) throws {
        let reading = ShelfTagReading(plainText: "Gerolsteiner Sprudel\n1 l\n1,79 €\n" + unitPrice)
        let read = try #require(reading.tagUnitPrice.value)
        #expect(read.reference == (try ReferenceQuantity(.one, .litre)))
        #expect(read.check == .matches)
    }

    @Test func elevenWithoutAnEqualsSignIsNoBasis() {
        let reading = ShelfTagReading(plainText: "Gerolsteiner Sprudel\n1 l\n1,79 €\n11 1,79 €")
        #expect(reading.tagUnitPrice.value == nil)
    }

    @Test(
        "a unit price whose equals sign OCR lost is still one",
        arguments: ["1 kg 11,80 €", "1kg 11,80", "1 kg 11,80€", "100 g 1,18 €"])
    func unitPriceWithoutEquals(_ unitPrice: String) throws {
        let reading = ShelfTagReading(plainText: "Gut & Günstig Butter\n250 g\n2,95 €\n" + unitPrice)
        let read = try #require(reading.tagUnitPrice.value)
        #expect(read.check == .matches)
        #expect(reading.price.value == q(295, 100))
    }

    @Test(
        "without its equals sign, only a basis of 1 or 100 and money with cents ending the line is one",
        arguments: ["1 kg 11,8 €", "250 g 2,95 €", "1 kg 11,80 € Aktion", "1 kg 1180"])
    func noUnitPriceWithoutEquals(_ line: String) {
        let reading = ShelfTagReading(plainText: "Gut & Günstig Butter\n250 g\n2,95 €\n" + line)
        #expect(reading.tagUnitPrice.value == nil, "\(line)")
    }

    @Test(
        "a 7 or a decimal comma read as a slash is read as meant, to confirm unless the unit price agrees",
        arguments: [
            ("3,/9", "250g", "1 kg = 15,16 €", q(379, 100)),
            ("1/75", "500 g", "1 kg = 3,50 €", q(175, 100)),
        ])
    func slashForAPiece(_ price: String, _ size: String, _ unitPrice: String, _ meant: Rational) {
        let confirmed = ShelfTagReading(plainText: "Butter\n\(size)\n\(price) €\n\(unitPrice)")
        #expect(confirmed.price.value == meant)
        #expect(confirmed.tagUnitPrice.value?.check == .matches)
        // Alone, it is read so but marked to confirm, however sure OCR was of its characters.
        let alone = ShelfTagReading(
            reading: TagText(lines: [
                Self.line([size], y: 10),
                TagLine([Self.word(price, 10, 70, 200, 110), Self.word("€", 220, 70, 60, 110)]),
            ]))
        #expect(alone.price.value == meant)
        #expect(alone.uncertain.contains(.price))
    }

    @Test func aSlashElsewhereIsNoSevenOrComma() {
        #expect(ShelfTagReading(plainText: "Kerrygold Butter\n250g\n3/9 €").price.value != q(379, 100))
        // A multi-buy's slash is no comma.
        let deal = ShelfTagReading(plainText: "Cola\n2/$5\n$2.99", system: .us)
        #expect(deal.multiBuy.value == TagMultiBuy(count: q(2), price: q(5)))
        #expect(deal.price.value == q(299, 100))
    }

    @Test(
        "a basis whose 1 OCR read as a letter is still 1",
        arguments: ["lkg=11,16€", "Tkg = 11,16 €", "Ikg=11,16 €", "|kg=11,16€"])
    func oneReadAsALetter(_ unitPrice: String) throws {
        let reading = ShelfTagReading(plainText: "Gut & Günstig Butter\n250g\n2,79 €\n" + unitPrice)
        let read = try #require(reading.tagUnitPrice.value)
        #expect(read.reference == (try ReferenceQuantity(.one, .kilogram)))
        #expect(read.check == .matches)
        // Without its `=`, a word is no basis.
        #expect(ShelfTagReading(plainText: "Butter\n250g\n2,79 €\nlkg 11,16 €").tagUnitPrice.value == nil)
    }

    @Test func lReadAsIInAUnitIsStillTheUnit() throws {
        let water = ShelfTagReading(plainText: "Gerolsteiner Sprudel\n750 mi\n0,79 €\n1 l = 1,05 €")
        #expect(water.quantity.value == (try Quantity(Rational(750), .millilitre)))
        #expect(water.tagUnitPrice.value?.check == .matches)
        let milk = ShelfTagReading(plainText: "Milk\n64 FL OZ\n$2.99\n$0.047 per fi oz", system: .us)
        #expect(milk.tagUnitPrice.value?.reference == (try ReferenceQuantity(.one, .usFluidOunce)))
        #expect(milk.tagUnitPrice.value?.check == .matches)
    }

    @Test func oReadAsZeroInOuncesIsStillTheUnit() throws {
        let milk = ShelfTagReading(plainText: "Milk\n64 FL OZ\n$1.89\nUNIT PRICE 3.0¢ per fl 0z", system: .us)
        #expect(milk.tagUnitPrice.value?.reference == (try ReferenceQuantity(.one, .usFluidOunce)))
        #expect(milk.tagUnitPrice.value?.check == .matches)
        let size = ShelfTagReading(plainText: "Milk\n64 FL 0Z\n$1.89", system: .us)
        #expect(size.quantity.value == (try Quantity(Rational(64), .usFluidOunce)))
        // A zero before other letters is no ounce.
        #expect(ShelfTagReading(plainText: "Milk\n64 FL 0ZZ\n$1.89", system: .us).quantity.value == nil)
    }

    @Test func aStückWhoseUmlautOCRLostIsStillOne() throws {
        let reading = ShelfTagReading(plainText: "Tempo Taschentucher\n30 pack\n2,95 €\n1 Stuck 0,10 €")
        #expect(reading.tagUnitPrice.value?.reference == (try ReferenceQuantity(.one, .each)))
        #expect(reading.tagUnitPrice.value?.check == .matches)
    }

    @Test func aMultiBuyWhoseUmlautOCRMisreadIsStillOne() {
        let reading = ShelfTagReading(plainText: "Ja! Vollmilch 3,5%\n1 l\n1,95 €\n2 fiir 3,00 €")
        #expect(reading.multiBuy.value == TagMultiBuy(count: q(2), price: q(3)))
    }

    @Test(
        "a multi-buy whose slash or `for` OCR misread is one, to confirm",
        arguments: ["3I$4", "3|$4", "31$4", "Any 3 or $4"])
    func misreadMultiBuy(_ band: String) {
        let reading = ShelfTagReading(
            plainText: "Gatorade\n28 FL OZ\n$1.79\n" + band + "\nUNIT PRICE 6.4¢ per fl oz", system: .us)
        #expect(reading.multiBuy.value == TagMultiBuy(count: q(3), price: q(4)))
        #expect(reading.uncertain.contains(.multiBuy))
        #expect(reading.price.value == q(179, 100))
    }

    @Test func aSizeInLitresBeforeAPriceIsNoMisreadMultiBuy() {
        // `2l` is two litres; a slash needs a sign right after it; `31` apart is a number.
        for band in ["2l $3.00", "3I 4", "31 $4", "3 l $4.00"] {
            let reading = ShelfTagReading(plainText: "Cola\n$1.79\n" + band, system: .us)
            #expect(reading.multiBuy.value == nil, "\(band)")
        }
    }

    @Test(
        "member bands, their names misread too",
        arguments: [
            "Circle Price $6.50", "Clubcar® Price $6.50", "Clubcaré Price $6.50", "Member price $6.50 each",
            // OCR's noise after the band: `eA` reads as `each`.
            "| Circle Py $6.50 eA 7S SRE",
        ])
    func memberBand(_ band: String) {
        let reading = ShelfTagReading(
            plainText: "Jif Creamy Peanut Butter\n40 OZ\n$7.00\n" + band, system: .us)
        #expect(reading.memberPrice.value == q(650, 100))
        #expect(reading.price.value == q(7))
        #expect(reading.tagUnitPrice.value == nil)
    }

    @Test func aMemberBandReadInPartOrMixedWithTheUnitPriceIsUnsure() {
        let misread = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("£4.95", 10, 70, 90, 110)]),
                TagLine([
                    Self.word("Clubcar®", 10, 200, 80, 30), Self.word("Price", 94, 200, 50, 30),
                    Self.word("£4.79", 148, 200, 50, 30),
                ]),
            ]))
        #expect(misread.memberPrice.value == q(479, 100))
        #expect(misread.uncertain.contains(.memberPrice))
        let mixed = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("$1", 10, 70, 90, 110)]),
                Self.line(["Circle", "UNIT", "PRICE", "3.8¢", "Price", "per", "oz", "$0.50"], y: 200),
            ]), system: .us)
        #expect(mixed.uncertain.contains(.memberPrice))
        // The unit price's `3.8¢` is finer than a coin: the member price is the `$0.50`.
        #expect(mixed.memberPrice.value == q(50, 100))
    }

    @Test func anAmountFinerThanACoinIsNoItemsPrice() {
        // A unit price whose basis wasn't read with it (`55.7p`, `$0.047`) is no price, so the
        // big price is not doubted for it.
        let pence = ShelfTagReading(plainText: "Heinz Baked Beans\n415g\n£1.40\n33.7p", system: .uk)
        #expect(pence.price.value == q(140, 100))
        #expect(pence.memberPrice.value == nil)
        let member = ShelfTagReading(plainText: "Milk\n64 FL OZ\n$2.99\nCircle Price 4.7¢", system: .us)
        #expect(member.memberPrice.value == nil)
        #expect(member.price.value == q(299, 100))
    }

    @Test(
        "a multi-buy whose $ was read as 8 or 9 is read when the price says so, to confirm",
        arguments: [
            ("2/87", q(2), q(7)), ("2/97", q(2), q(7)), (" 2 / 87 ", q(2), q(7)), ("3/810", q(3), q(10)),
            // The slash read as a `1` too, in the bars of the band's box.
            ("3185", q(3), q(5)), ("| 31810 |", q(3), q(10)), ("2187", q(2), q(7)),
        ])
    func multiBuyWithDollarReadAsDigit(_ band: String, _ count: Rational, _ amount: Rational) {
        let reading = ShelfTagReading(plainText: "Cheerios Cereal\n8.9 OZ\n$4.49\n" + band, system: .us)
        #expect(reading.multiBuy.value == TagMultiBuy(count: count, price: amount), "\(band)")
        #expect(reading.uncertain.contains(.multiBuy), "\(band)")
    }

    @Test func aMultiBuyAsReadOrWithoutDollarsIsNotGuessed() {
        for (text, system) in [
            // 2 for $7 is no saving on two at $3.49; 2 for 87 would be none at $49.
            ("Cheerios\n8.9 OZ\n$3.49\n2/87", MeasurementSystem.us),
            ("Steak\n2 lb\n$49.00\n2/87", .us),
            // Pounds and euros: no dollar sign to misread.
            ("Cheerios\n250 g\n£4.49\n2/87", .uk),
            ("Müsli\n250 g\n4,49 €\n2/87", .metric),
            // Other print on the line.
            ("Cheerios\n8.9 OZ\n$4.49\n2/87 off", .us), ("Cheerios\n8.9 OZ\n$4.49\na | 3185 |", .us),
            // A number that is no such multi-buy: a count of one, too long, no saving at the price.
            ("Cheerios\n8.9 OZ\n$4.49\n1187", .us), ("Cheerios\n8.9 OZ\n$4.49\n318510", .us),
            ("Cheerios\n8.9 OZ\n$1.49\n3185", .us), ("Cheerios\n250 g\n£4.49\n3185", .uk),
        ] {
            #expect(ShelfTagReading(plainText: text, system: system).multiBuy.value == nil, "\(text)")
        }
    }

    @Test func aMultiBuyThatCostsMoreThanItsPacksIsToConfirm() {
        func reading(_ band: String) -> ShelfTagReading {
            ShelfTagReading(
                reading: TagText(lines: [
                    Self.line(["8.9", "OZ"], y: 10),
                    TagLine([Self.word("$4.49", 10, 70, 90, 110)]),
                    Self.line([band], y: 200),
                ]), system: .us)
        }
        // `2/$7.00` with its `$` read as `8`: two for $87 is read, but not without a doubt.
        let misread = reading("2/87.00")
        #expect(misread.multiBuy.value == TagMultiBuy(count: q(2), price: q(87)))
        #expect(misread.uncertain.contains(.multiBuy))
        let saving = reading("2/$7.00")
        #expect(saving.multiBuy.value == TagMultiBuy(count: q(2), price: q(7)))
        #expect(!saving.uncertain.contains(.multiBuy))
    }

    @Test func aWholePriceWithTwoDigitsApartLostItsCents() {
        // `$1 50`: the point (or the raised cents) not read as such; `$1` is not the member price
        // without a doubt.
        let reading = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("$2.25", 10, 70, 90, 110)]),
                Self.line(["Circle", "Price", "$1", "50"], y: 200),
            ]), system: .us)
        #expect(reading.uncertain.contains(.memberPrice))
        #expect(reading.memberPrice.value == q(150, 100))
        #expect(ShelfTagReading(plainText: "$1 50 each").uncertain.contains(.price))
    }

    @Test("cents apart and a dollar sign read as S are read, to confirm unless the unit price agrees")
    func centsApartAndDollarAsS() {
        for price in ["$9 75", "S9 75", "S 9 75", "$ 9 75"] {
            let confirmed = ShelfTagReading(
                plainText: "Cheerios Cereal\n18 OZ\n\(price)\nUNIT PRICE 54.2¢ per ounce", system: .us)
            #expect(confirmed.price.value == q(975, 100), "\(price)")
            #expect(confirmed.tagUnitPrice.value?.check == .matches, "\(price)")
            let alone = ShelfTagReading(
                reading: TagText(lines: [
                    Self.line(["18", "OZ"], y: 10),
                    TagLine(
                        price.split(separator: " ").enumerated().map {
                            Self.word(String($1), 10 + 100 * $0, 70, 90, 110)
                        }),
                ]), system: .us)
            #expect(alone.price.value == q(975, 100), "\(price)")
            #expect(alone.uncertain.contains(.price), "\(price)")
        }
        // Only on a US tag is an S a dollar sign.
        #expect(ShelfTagReading(plainText: "Tea\n250 g\nS9 75").price.value == nil)
    }

    @Test func anAmountAfterADigitApartIsAPieceOfAMisreadOne() {
        // `48.0p per 100g` read as `3 8.0p per 100g`: not called a misprint for sure.
        let reading = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("415g", 10, 10, 60, 30)]),
                TagLine([Self.word("£1.99", 10, 70, 90, 110)]),
                Self.line(["3", "8.0p", "per", "100g"], y: 200),
            ]), system: .uk)
        #expect(reading.uncertain.contains(.tagUnitPrice))
        #expect(reading.tagUnitPrice.value?.check.name != "wrong")
        #expect(reading.price.value == q(199, 100))
    }

    @Test func aFigureInsideAWordAfterDigitsIsAPieceOfAMisreadOne() {
        // `1,79 €` with its 7 read as a slash: `9€` is not the price.
        let reading = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("Gerolsteiner", 10, 10, 120, 20)]),
                TagLine([Self.word("1,/9€", 10, 70, 200, 110)]),
            ]))
        #expect(reading.uncertain.contains(.price))
    }

    @Test func aSizeInPintsAndLitresIsTheLitres() throws {
        let reading = ShelfTagReading(
            plainText: "Tesco Whole Milk\n4 Pints 2.272L\n£2.95\n£1.30 per litre", system: .uk)
        #expect(reading.quantity.value == (try Quantity(Rational(2272, 1000), .litre)))
        #expect(!reading.uncertain.contains(.quantity))
        // Two sizes that are not one size in two systems stay unsure.
        let two = ShelfTagReading(plainText: "Tesco Whole Milk\n4 Pints 2L\n£2.95", system: .uk)
        #expect(two.uncertain.contains(.quantity))
        // Pints alone on a UK tag: the litres they round were not read.
        let pints = ShelfTagReading(plainText: "Tesco Whole Milk\n4 Pints 2.272.\n£3.95", system: .uk)
        #expect(pints.quantity.value == (try Quantity(Rational(4), .ukPint)))
        #expect(pints.uncertain.contains(.quantity))
        // A unit price that matches can't tell 4 pints (2.273 L) from the 2.272L they round.
        let checked = ShelfTagReading(
            plainText: "Tesco Whole Milk\n4 Pints 2.272.\n£3.95\n£1.74 per litre", system: .uk)
        #expect(checked.tagUnitPrice.value?.check == .matches)
        #expect(checked.uncertain.contains(.quantity))
    }

    @Test func aBigPriceThatARegularPriceContradictsIsUnsure() {
        let reading = ShelfTagReading(
            reading: TagText(lines: [
                TagLine([Self.word("$2", 10, 70, 90, 110)]),
                TagLine([
                    Self.word("Reg.", 10, 200, 40, 16), Self.word("$3.89", 54, 200, 60, 16),
                    Self.word("each", 118, 200, 40, 16),
                ]),
            ]), system: .us)
        #expect(reading.price.value == q(2))
        #expect(reading.uncertain.contains(.price))
    }

    @Test func aRegularPriceThatAgreesWithTheUnitPriceIsThePrice() {
        // The big price's raised cents were lost; `Reg. $6.95 each` and the unit price agree.
        let reading = ShelfTagReading(
            plainText: "Jif Creamy Peanut Butter\n40 OZ\n$6\nReg. $6.95 each\nUNIT PRICE 17.4¢ per ounce",
            system: .us)
        #expect(reading.price.value == q(695, 100))
        #expect(reading.tagUnitPrice.value?.check == .matches)
    }

    /// A US tag read by OCR: its name, size, big price (as read) and unit price, with confidences.
    static func tag(size: String, price: String, unitPrice: [String], confidence: Int = 95) -> TagText {
        var unitWords: [TagWord] = []
        var x = 10
        for text in unitPrice {
            unitWords.append(Self.word(text, x, 200, 14 * text.count, 16, confidence))
            x += 14 * text.count + 8
        }
        let sizeWords = size.fields(separatedBy: " ").enumerated().map { index, text in
            Self.word(text, 10 + 60 * index, 40, 50, 20, confidence)
        }
        return TagText(lines: [
            TagLine([Self.word("Cheerios", 10, 10, 120, 20)]),
            TagLine(sizeWords),
            TagLine([Self.word(price, 10, 70, 90, 110, 90)]),
            TagLine(unitWords),
        ])
    }

    @Test func centsLostFromTheBigPriceAreWorkedOutFromTheUnitPrice() throws {
        // `$5⁴⁹` read as `$5`: 18 at 30.5¢ each is $5.49 and nothing else of $5 and some cents.
        let reading = ShelfTagReading(
            reading: Self.tag(size: "18 CT", price: "$5", unitPrice: ["30.5¢", "per", "each"]), system: .us)
        #expect(reading.price.value == q(549, 100))
        #expect(reading.uncertain.contains(.price))
        #expect(reading.tagUnitPrice.value?.check == .matches)
        #expect(
            reading.notes == [
                "The price reads $5; its cents were worked out from the size and the unit price: 5.49, check the price"
            ])
    }

    @Test func centsThatSeveralPricesRoundToAreNotChosen() throws {
        // $4.89 and $4.90 for 16 oz both print $0.306 per ounce: the price stays as read, unsure.
        let reading = ShelfTagReading(
            reading: Self.tag(size: "16 OZ", price: "$4", unitPrice: ["$0.306", "per", "ounce"]), system: .us)
        #expect(reading.price.value == q(4))
        #expect(reading.uncertain.contains(.price))
        #expect(reading.tagUnitPrice.value?.check == .unread)
    }

    /// `tag` with a line `Reg. PRICE each` read with `confidence`.
    static func adding(regular price: String, to tag: TagText, confidence: Int = 95) -> TagText {
        var tag = tag
        tag.lines.append(
            TagLine([
                Self.word("Reg.", 10, 240, 40, 16, confidence), Self.word(price, 54, 240, 60, 16, confidence),
                Self.word("each", 118, 240, 40, 16, confidence),
            ]))
        return tag
    }

    @Test func centsShownByARegularPriceAreNotWorkedOut() {
        // `Reg. $5.45 each` shows the cents the big `$5` lost: the price is $5.45, and the unit
        // price, which disagrees with it, is wrong.
        let tag = Self.tag(size: "18 CT", price: "$5", unitPrice: ["30.5¢", "per", "each"])
        let reading = ShelfTagReading(reading: Self.adding(regular: "$5.45", to: tag), system: .us)
        #expect(reading.price.value == q(545, 100))
        #expect(reading.tagUnitPrice.value?.check.name == "wrong")
    }

    @Test func aPricePrintedAgainAsTheRegularPriceIsSure() throws {
        // The big price read in pieces (`$4 79`) and again, whole, in `Reg. $4.79 each`.
        let pieces = TagText(lines: [
            TagLine([Self.word("Cheerios", 10, 10, 120, 20)]),
            TagLine([Self.word("8.9", 10, 40, 50, 20), Self.word("OZ", 70, 40, 50, 20)]),
            TagLine([Self.word("$4", 10, 70, 90, 110, 90), Self.word("79", 110, 70, 60, 110, 90)]),
            TagLine([
                Self.word("UNIT", 10, 200, 56, 16), Self.word("PRICE", 74, 200, 70, 16),
                Self.word("$0.540", 152, 200, 84, 16), Self.word("per", 244, 200, 42, 16),
                Self.word("ounce", 294, 200, 70, 16),
            ]),
        ])
        let alone = ShelfTagReading(reading: pieces, system: .us)
        #expect(alone.price.value == q(479, 100))
        #expect(alone.tagUnitPrice.value?.check == .unread)
        let reading = ShelfTagReading(reading: Self.adding(regular: "$4.79", to: pieces), system: .us)
        #expect(reading.price.value == q(479, 100))
        #expect(reading.tagUnitPrice.value?.check.name == "wrong")
        // A regular price read without confidence makes the price no surer.
        let doubtful = ShelfTagReading(
            reading: Self.adding(regular: "$4.79", to: pieces, confidence: 50), system: .us)
        #expect(doubtful.tagUnitPrice.value?.check == .unread)
    }

    @Test func aUnitPriceOfOneUnitIsAsSureAsItsMoney() {
        // `1 kg` read with doubt (its `1` is an `l` in many fonts), `19,53 €` with confidence:
        // 1,95 € for 100 g is 19,50 € per kg, so the printed unit price is wrong.
        let words = ["1", "kg", "19,53", "€"].enumerated().map { index, text in
            Self.word(text, 10 + 70 * index, 200, 60, 16, index < 2 ? 60 : 92)
        }
        let tag = TagText(lines: [
            TagLine([Self.word("Haferflocken", 10, 10, 160, 20)]),
            TagLine([Self.word("100g", 10, 40, 50, 20)]),
            TagLine([Self.word("1,95", 10, 70, 90, 110, 92), Self.word("€", 104, 70, 40, 110, 92)]),
            TagLine(words),
        ])
        let reading = ShelfTagReading(reading: tag)
        #expect(reading.tagUnitPrice.value?.check.name == "wrong")
        // A basis with a number of its own counts: `10g` would be another basis.
        let hundred = TagText(lines: [
            TagLine([Self.word("Tea", 10, 10, 60, 20)]),
            TagLine([Self.word("250g", 10, 40, 50, 20)]),
            TagLine([Self.word("£3.50", 10, 70, 90, 110, 92)]),
            TagLine(
                ["£1.43", "per", "100g"].enumerated().map { index, text in
                    Self.word(text, 10 + 70 * index, 200, 60, 16, index == 2 ? 50 : 92)
                }),
        ])
        #expect(ShelfTagReading(reading: hundred, system: .uk).tagUnitPrice.value?.check == .unread)
    }

    @Test func aSignBeforeDigitsStartsTheNextAmount() {
        // A stray digit before the price (`2 £3.50`) is not an amount with the sign after it.
        let reading = ShelfTagReading(plainText: "Tea\n250g\n4 2 £3.50 3\n£1.40 per 100g", system: .uk)
        #expect(reading.price.value == q(350, 100))
        #expect(reading.tagUnitPrice.value?.check == .matches)
    }

    @Test func moneyThatLostDigitsIsUnsure() {
        for (big, cents) in [("$4", "7"), ("$3.7", nil), ("$4.", nil)] {
            var words = [Self.word(big, 10, 70, 90, 110)]
            if let cents { words.append(Self.word(cents, 104, 72, 30, 40)) }
            let reading = ShelfTagReading(reading: TagText(lines: [TagLine(words)]), system: .us)
            // One raised digit is not the cents: `$4` and `7` is not $4.70.
            #expect(reading.price.value != q(47, 10), "\(big)")
            #expect(reading.uncertain.contains(.price), "\(big)")
        }
    }

    @Test func centsAreNotWorkedOutFromFiguresReadWithoutConfidence() {
        let reading = ShelfTagReading(
            reading: Self.tag(
                size: "18 CT", price: "$5", unitPrice: ["30.5¢", "per", "each"], confidence: 60),
            system: .us)
        #expect(reading.price.value == q(5))
        #expect(reading.uncertain.contains(.price))
    }

    @Test func centsWorkedOutWithASizeReadWithDoubtLeaveTheSizeToConfirm() {
        // `$4⁷⁹` read as `$4`, `8.9 OZ` at 70, `53.8¢ per ounce` with confidence: $4.79, and
        // the shopper confirms the size too, since the cents are only as right as it.
        var tag = Self.tag(size: "8.9 OZ", price: "$4", unitPrice: ["53.8¢", "per", "ounce"])
        tag.lines[1] = TagLine([Self.word("8.9", 10, 40, 50, 20, 70), Self.word("OZ", 70, 40, 50, 20, 70)])
        let reading = ShelfTagReading(reading: tag, system: .us)
        #expect(reading.price.value == q(479, 100))
        #expect(reading.uncertain.contains(.price))
        #expect(reading.uncertain.contains(.quantity))
        #expect(reading.notes.last?.hasSuffix("check the price and the size") == true)
        // A size read with still less confidence works nothing out.
        tag.lines[1] = TagLine([Self.word("8.9", 10, 40, 50, 20, 40), Self.word("OZ", 70, 40, 50, 20, 40)])
        #expect(ShelfTagReading(reading: tag, system: .us).price.value == q(4))
    }

    @Test func centsReadAreNotWorkedOutAwayFromAMisprintedUnitPrice() throws {
        // $4.49 for 18 is 24.9¢ each; the tag prints 25.1¢. $4.52 would match, but cents that
        // were read are not worked out: the unit price is called wrong.
        let reading = ShelfTagReading(
            reading: Self.tag(size: "18 CT", price: "$4.49", unitPrice: ["25.1¢", "per", "each"]), system: .us
        )
        #expect(reading.price.value == q(449, 100))
        #expect(reading.tagUnitPrice.value?.check.name == "wrong")
    }

    @Test func aUnitPriceReadWithSomeDoubtIsCalledWrongAndWithLittleIsNot() {
        // 0,89 € for 500 ml is 1,78 € per litre; the box says 1,81 €, its `1 l =` read as `11=`.
        func reading(_ confidence: Int) -> ShelfTagReading {
            ShelfTagReading(
                reading: TagText(lines: [
                    TagLine([Self.word("Coca-Cola", 10, 10, 120, 20)]),
                    TagLine([Self.word("500", 10, 40, 50, 20), Self.word("ml", 70, 40, 30, 20)]),
                    TagLine([Self.word("0,89", 10, 70, 90, 110, 90), Self.word("€", 110, 70, 60, 110, 90)]),
                    TagLine([Self.word("11=1,81€", 10, 200, 110, 16, confidence)]),
                ]))
        }
        #expect(reading(64).tagUnitPrice.value?.check.name == "wrong")
        #expect(reading(64).uncertain.contains(.tagUnitPrice))
        #expect(reading(55).tagUnitPrice.value?.check == .unread)
    }

    @Test func aSizeWhoseUnitTheUnitPriceBearsOutIsDoubtedForItsNumberAlone() {
        // $15.89 for 92 fl oz is $0.173 per fl oz; the tag says $0.175. OCR was unsure of `FL OZ`.
        func reading(number: Int, unit: Int, per basis: String = "fl oz") -> ShelfTagReading {
            let basis = basis.split(separator: " ").enumerated().map { index, word in
                Self.word(String(word), 300 + 40 * index, 200, 30, 16)
            }
            return ShelfTagReading(
                reading: TagText(lines: [
                    TagLine([Self.word("Tide", 10, 10, 120, 20)]),
                    TagLine([
                        Self.word("92", 10, 40, 50, 20, number), Self.word("FL", 70, 40, 30, 20, unit),
                        Self.word("OZ", 110, 40, 30, 20, unit),
                    ]),
                    TagLine([Self.word("$15.89", 10, 70, 190, 110, 90)]),
                    TagLine(
                        [Self.word("$0.175", 10, 200, 110, 16), Self.word("per", 200, 200, 40, 16)] + basis),
                ]),
                system: .us)
        }
        #expect(reading(number: 96, unit: 56).tagUnitPrice.value?.check.name == "wrong")
        #expect(reading(number: 96, unit: 56).uncertain.contains(.quantity))
        // Its number read with little confidence, or a unit the unit price doesn't bear out
        // (`per pt` beside `FL OZ`): the check can't tell which figure is wrong.
        #expect(reading(number: 56, unit: 96).tagUnitPrice.value?.check == .unread)
        #expect(reading(number: 96, unit: 56, per: "pt").tagUnitPrice.value?.check == .unread)
    }

    @Test(
        "a size read without its unit takes the one the price and the unit price agree on, to confirm",
        arguments: [
            ("Coca-Cola\n1,5\n1,49 €\n1 l = 0,99 €", "1.5 L"),
            ("Gerolsteiner Sprudel\n1!\n1,79 €\n1 l = 1,79 €", "1 L"),
            ("Coca-Cola\n1,5 |\n1,49 €\n1 l = 0,99 €", "1.5 L"),
            ("Gut & Günstig Butter\n250\n2,79 €\n1 kg = 11,16 €", "250 g"),
            ("Gerolsteiner Sprudel\n11\n1,50 €\n11= 1,50 €", "1 L"),
            ("Coca-Cola\n1,5 ]\n1,49 €\n1 l = 0,99 €", "1.5 L"),
        ])
    func sizeWithLostUnit(_ text: String, _ size: String) throws {
        let reading = ShelfTagReading(plainText: text)
        #expect(reading.quantity.value?.formatted() == size)
        #expect(reading.uncertain.contains(.quantity))
        #expect(reading.tagUnitPrice.value?.check == .matches)
        #expect(reading.notes.contains { $0.hasPrefix("The size reads ") })
    }

    @Test(
        "a number with the l of litres misread after it is litres to confirm when no unit price says",
        arguments: [
            "Ja! Vollmilch 3,5%\n1I\n1,95 €\n2 für 3,00 €\n11=1,98€", "Coca-Cola\n1,5 |\n1,49 €",
            "Gerolsteiner Sprudel\n1!\n1,79 €", "Coca-Cola\n1,5 1\n1,49 €",
        ])
    func sizeWithLitreMark(_ text: String) {
        let reading = ShelfTagReading(plainText: text)
        #expect(reading.quantity.value?.unit == .litre)
        #expect(reading.uncertain.contains(.quantity))
        #expect(reading.tagUnitPrice.value.map { $0.check != .matches } ?? true)
    }

    @Test func aNumberAloneOrWithAMarkBesideAUnitPriceByWeightIsNoSize() {
        // No mark after the number: its unit is not read.
        #expect(ShelfTagReading(plainText: "Coca-Cola\n1,5\n1,49 €").quantity.value == nil)
        // A mark, but the unit price is by weight and agrees with no weight of it.
        let butter = ShelfTagReading(plainText: "Butter\n250 |\n2,99 €\n1 kg = 12,50 €")
        #expect(butter.quantity.value == nil)
    }

    @Test(
        "a size whose digits OCR read as letters is read, confirmed when the unit price agrees",
        arguments: [
            ("Basmati Rice\nlkg\n$3.79\n$3.79 per kg", 1, Unit.kilogram),
            ("Duracell AA Batteries\n| BCT |\n$8.99\nUNIT PRICE $1.12 per each", 8, .each),
            ("Oats\nsoz\n$1.00\nUNIT PRICE 20.0¢ per ounce", 5, .ounce),
        ])
    func sizeWithDigitsReadAsLetters(_ text: String, _ amount: Int, _ unit: Unit) throws {
        let reading = ShelfTagReading(plainText: text, system: .us)
        #expect(reading.quantity.value == (try Quantity(Rational(amount), unit)))
        #expect(reading.tagUnitPrice.value?.check == .matches)
        #expect(!reading.uncertain.contains(.quantity))
        // Without a unit price to agree, the shopper confirms it.
        let alone = ShelfTagReading(plainText: text.split(separator: "\n").dropLast().joined(separator: "\n"))
        #expect(alone.quantity.value == (try Quantity(Rational(amount), unit)))
        #expect(alone.uncertain.contains(.quantity))
    }

    @Test func lettersAreNoSizeBesideAnotherOrStartingWithZero() throws {
        // `Sol` could be `50l`, but the tag shows its size.
        let named = ShelfTagReading(plainText: "Sol\n330 ml\n1,00 €")
        #expect(named.quantity.value == (try Quantity(Rational(330), .millilitre)))
        // `Oil` would be `01l`; `lb` alone is a unit without its amount.
        for text in ["Olive\nOil\n4,99 €", "Steak\nlb\n$4.99", "Rice\nlkg=3,79 €\n3,79 €"] {
            #expect(ShelfTagReading(plainText: text).quantity.value == nil, "\(text)")
        }
    }

    @Test func aSizeWithoutItsUnitIsNotGuessed() {
        // A misprinted unit price agrees with no unit, and a number beside other print is no size.
        for text in [
            "Coca-Cola\n1,5\n1,49 €\n1 l = 1,02 €", "Coca-Cola\n1,5\n1,49 €",
            "Coca-Cola\n1,5 a\n1,49 €\n1 l = 0,99 €",
        ] {
            let reading = ShelfTagReading(plainText: text)
            #expect(reading.quantity.value == nil, "\(text)")
            #expect(reading.uncertain.contains(.quantity), "\(text)")
        }
    }
}
