import Testing

@testable import PerKit

/// Real tag wordings read from pasted text: the fields, the check of the unit price, and
/// nothing guessed.
@Suite("Shelf tag reading")
struct ShelfTagReadingTests {
    /// A tag case: the text, and what must be read.
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        var system: MeasurementSystem = .metric
        var currency: String? = nil
        var name: String? = nil
        var price: String? = nil
        var quantity: String? = nil
        var memberPrice: String? = nil
        var multiBuy: String? = nil
        var deposit: String? = nil
        var unitPrice: String? = nil
        var check: String? = nil

        var testDescription: String { text }
    }

    static let cases: [Case] = [
        // UK: Tesco, Sainsbury's.
        Case(
            text: "Heinz Tomato Ketchup 700g\n£3.90\n55.7p per 100g", name: "Heinz Tomato Ketchup",
            price: "3.90",
            quantity: "700 g", unitPrice: "0.557 per 100 g", check: "matches"),
        Case(
            text: "Heinz Tomato Ketchup 700g\nClubcard Price\n£3.50\n£3.90\n55.7p per 100g",
            name: "Heinz Tomato Ketchup", price: "3.90", quantity: "700 g", memberPrice: "3.50",
            unitPrice: "0.557 per 100 g", check: "matches"),
        Case(
            text: "Clubcard Price £3.50\nHeinz Tomato Ketchup 700g\n£3.90\n£5.57 per kg",
            name: "Heinz Tomato Ketchup", price: "3.90", quantity: "700 g", memberPrice: "3.50",
            unitPrice: "5.57 per kg", check: "matches"),
        Case(
            text: "Nectar Price\n£2.00\n£2.50\nLurpak Spreadable 500g\n50p per 100g",
            name: "Lurpak Spreadable",
            price: "2.50", quantity: "500 g", memberPrice: "2.00", unitPrice: "0.5 per 100 g",
            check: "matches"),
        Case(
            text: "Sainsbury's Semi Skimmed Milk 2.27L\n£1.65\n72.7p per litre",
            name: "Sainsbury's Semi Skimmed Milk",
            price: "1.65", quantity: "2.27 L", unitPrice: "0.727 per L", check: "matches"),
        Case(
            text: "Walkers Crisps 6 x 25g\n£1.90\nAny 3 for £5\n£1.27 per 100g", name: "Walkers Crisps",
            price: "1.90",
            quantity: "6 × 25 g", multiBuy: "3 for 5", unitPrice: "1.27 per 100 g", check: "matches"),
        Case(
            text: "Andrex Toilet Tissue 9 pack\n£5.50\n61.1p each", name: "Andrex Toilet Tissue",
            price: "5.50",
            quantity: "9", unitPrice: "0.611 per each", check: "matches"),
        Case(
            text: "Bananas\n90p\n5 pack\n18p each", name: "Bananas", price: "0.90", quantity: "5",
            unitPrice: "0.18 per each", check: "matches"),
        // US: Walmart, Target, Costco.
        Case(
            text: "Great Value Tomato Ketchup 38 OZ\n$3.48\nUNIT PRICE 9.2¢ per ounce", system: .us,
            name: "Great Value Tomato Ketchup", price: "3.48", quantity: "38 oz", unitPrice: "0.092 per oz",
            check: "matches"),
        Case(
            text: "Heinz Tomato Ketchup 32 oz\n$4.29\n$0.13/ounce", system: .us, name: "Heinz Tomato Ketchup",
            price: "4.29", quantity: "32 oz", unitPrice: "0.13 per oz", check: "matches"),
        Case(
            text: "Tide Liquid Laundry Detergent 92 FL OZ\n$12.97\n14.1¢ per fl oz", system: .us,
            name: "Tide Liquid Laundry Detergent", price: "12.97", quantity: "92 fl oz",
            unitPrice: "0.141 per fl oz", check: "matches"),
        Case(
            text: "Kirkland Signature Paper Towels 12 rolls\n$23.99\n$2.00 per roll", system: .us,
            name: "Kirkland Signature Paper Towels", price: "23.99", quantity: "12", unitPrice: "2 per each",
            check: "matches"),
        Case(
            text: "Boneless Chicken Breast\n$4.99 per lb\n2.35 lb\n$11.73", system: .us,
            name: "Boneless Chicken Breast",
            price: "11.73", quantity: "2.35 lb", unitPrice: "4.99 per lb", check: "matches"),
        Case(
            text: "Coca-Cola 2 L\n2/$5\nReg. $2.99 each", system: .us, name: "Coca-Cola", price: "2.99",
            quantity: "2 L", multiBuy: "2 for 5"),
        Case(
            text: "Cheerios Cereal 18 oz\nMember price $3.49\n$3.99\n22.2¢ per oz", system: .us,
            name: "Cheerios Cereal",
            price: "3.99", quantity: "18 oz", memberPrice: "3.49", unitPrice: "0.222 per oz", check: "matches"
        ),
        Case(
            text: "Scott Paper Towels 6 CT\n$9.49\n$1.58 per count", system: .us, name: "Scott Paper Towels",
            price: "9.49", quantity: "6", unitPrice: "1.58 per each", check: "matches"),
        Case(
            text: "Bounty Select-A-Size 25.9 OZ\n$7.99\n30.8¢/oz", system: .us, name: "Bounty Select-A-Size",
            price: "7.99", quantity: "25.9 oz", unitPrice: "0.308 per oz", check: "matches"),
        // EU: Germany, France, Spain, Italy.
        Case(
            text: "Coca-Cola 1,5 l\n1,29 €\n1 l = 0,86 €\nzzgl. 0,25 € Pfand", name: "Coca-Cola",
            price: "1.29",
            quantity: "1.5 L", deposit: "0.25", unitPrice: "0.86 per L", check: "matches"),
        Case(
            text: "Milsani H-Milch 3,5% 1 l\n0,99 €\n(1 l = 0,99 €)", name: "Milsani H-Milch", price: "0.99",
            quantity: "1 L", unitPrice: "0.99 per L", check: "matches"),
        Case(
            text: "Nutella 750 g\n5,49 €\nPrix au kg : 7,32 €", name: "Nutella", price: "5.49",
            quantity: "750 g",
            unitPrice: "7.32 per kg", check: "matches"),
        Case(
            text: "Aceite de oliva virgen extra 1 L\n8,95 €\n8,95 €/l", name: "Aceite de oliva virgen extra",
            price: "8.95", quantity: "1 L", unitPrice: "8.95 per L", check: "matches"),
        Case(
            text: "Jamón serrano 200 g\n3,99 €\nPrecio por kilo: 19,95 €", name: "Jamón serrano",
            price: "3.99",
            quantity: "200 g", unitPrice: "19.95 per kg", check: "matches"),
        Case(
            text: "Barilla Spaghetti n.5 500 g\n€ 1,49\n€ 2,98 /kg", name: "Barilla Spaghetti n.5",
            price: "1.49",
            quantity: "500 g", unitPrice: "2.98 per kg", check: "matches"),
        Case(
            text: "Volvic 6 x 1,5 l\n3,49 €\n0,39 € / l\n+ 1,50 € Pfand", name: "Volvic", price: "3.49",
            quantity: "6 × 1.5 L", deposit: "1.50", unitPrice: "0.39 per L", check: "matches"),
        Case(
            text: "Evian 1,5 l\n2 für 1,50 €\n0,89 €\n1 l = 0,59 €", name: "Evian", price: "0.89",
            quantity: "1.5 L",
            multiBuy: "2 for 1.5", unitPrice: "0.59 per L", check: "matches"),
    ]

    @Test("real tags", arguments: cases)
    func realTag(_ tag: Case) throws {
        let currency = tag.currency.flatMap { Currency(code: $0) }
        let reading = ShelfTagReading(plainText: tag.text, currency: currency, system: tag.system)
        #expect(reading.name.value == tag.name)
        #expect(reading.price.value.map { reading.amountText($0) } == tag.price)
        #expect(reading.quantity.value?.formatted(in: tag.system) == tag.quantity)
        #expect(reading.memberPrice.value.map { reading.amountText($0) } == tag.memberPrice)
        #expect(reading.multiBuy.value.map { "\($0.count) for \($0.price)" } == tag.multiBuy)
        #expect(reading.deposit.value.map { reading.amountText($0) } == tag.deposit)
        let unitPrice = reading.tagUnitPrice.value
        #expect(
            unitPrice.map { "\($0.amount) per \($0.reference.formatted(in: tag.system))" } == tag.unitPrice)
        #expect(unitPrice?.check.name == tag.check)
        // A price, a size and a unit price that agree need no confirming; the rest of pasted
        // text does.
        if unitPrice?.check == .matches {
            #expect(!reading.uncertain.contains(.price))
            #expect(!reading.uncertain.contains(.quantity))
            #expect(!reading.uncertain.contains(.tagUnitPrice))
        }
        // The product line reads back in `per compare` to the same price and size.
        if let product = reading.productText {
            let item = try ProductItem(parsing: product, system: tag.system)
            #expect(item.price == reading.price.value)
            #expect(item.quantity.baseAmount == reading.quantity.value?.baseAmount)
            #expect(item.deal?.memberPrice == reading.memberPrice.value)
            #expect(item.deal?.deposit == reading.deposit.value)
        }
    }

    @Test func theCurrencyComesFromTheSignElseTheOneGiven() {
        #expect(ShelfTagReading(plainText: "£3.90\n700g").currency?.code == "GBP")
        #expect(ShelfTagReading(plainText: "3,99 €\n500 g").currency?.code == "EUR")
        #expect(
            ShelfTagReading(plainText: "$3.99\n18 oz", currency: Currency(code: "CAD")).currency?.code
                == "CAD")
        #expect(
            ShelfTagReading(plainText: "3.99\n500 g", currency: Currency(code: "CHF")).currency?.code == "CHF"
        )
        #expect(ShelfTagReading(plainText: "3.99\n500 g").currency == nil)
    }

    @Test func theSystemDecidesWhatFluidOuncesAre() throws {
        let us = ShelfTagReading(plainText: "$2.99\n16 fl oz", system: .us)
        let uk = ShelfTagReading(plainText: "£2.99\n16 fl oz", system: .uk)
        #expect(us.quantity.value?.unit == .usFluidOunce)
        #expect(uk.quantity.value?.unit == .ukFluidOunce)
    }
}
