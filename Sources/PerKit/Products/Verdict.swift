/// The sentence that sums a comparison up, the same in every front end: who is the best deal
/// and by how much.
///
/// - One product: "Brand A costs 0.80 per 100 g".
/// - Every product at the same unit price: "All 2 products cost the same: 0.80 per 100 g".
/// - One best deal: "Brand B is the best deal: 18.7% cheaper per kg than Brand A; buying 1 kg
///   of it instead saves 1.49".
/// - Several at the best unit price: "A and B tie for the best deal: 25.0% cheaper each than
///   C; buying 6 of A instead saves 1.00".
///
/// A product without a name is called by its quantity and price, "500 g for 3.99", so that two
/// unnamed products of the same size stay apart.
///
/// The sentence is a sequence of ``Part``s: text, amounts of money and percentages, which each
/// front end writes in its own way (the command line with its currency prefix, the page with
/// `Intl.NumberFormat`), and a flag on what a page emphasises (the best deals' names and the
/// saving). Clauses about deals can be added as further parts.
public struct Verdict: Hashable, Sendable {
    /// A piece of the sentence.
    public struct Part: Hashable, Sendable {
        /// What the text of a part is.
        public enum Kind: String, Hashable, Sendable {
            /// Final text.
            case text
            /// An amount of money as exact decimal text (`3.99`, `≈3.333333`), for the front
            /// end to write in the currency.
            case money
            /// A percentage as decimal text (`18.7`), for the front end to write with its sign.
            case percent
        }

        /// What ``text`` is.
        public let kind: Kind
        /// The text, or the number as decimal text.
        public let text: String
        /// Whether a page shows the part emphasised (the best deals' names, the saving).
        public let isEmphasised: Bool

        /// A part with every field given.
        public init(_ kind: Kind, _ text: String, isEmphasised: Bool = false) {
            self.kind = kind
            self.text = text
            self.isEmphasised = isEmphasised
        }
    }

    /// The sentence's parts, in order.
    public var parts: [Part] {
        var parts: [Part] = []
        for piece in encoded.split(separator: Self.separator, omittingEmptySubsequences: false) {
            guard let mark = piece.unicodeScalars.first else { continue }
            let kind: Part.Kind =
                mark == "m" || mark == "M" ? .money : mark == "p" || mark == "P" ? .percent : .text
            let text = String(piece.dropFirst())
            parts.append(Part(kind, text, isEmphasised: mark == "T" || mark == "M" || mark == "P"))
        }
        return parts
    }

    /// The parts as one text, as the wire carries them to the page: each part is a letter for
    /// its kind (`t` text, `m` money, `p` percent; upper case when emphasised) and its text,
    /// and the parts are separated by U+001F (the unit separator, which no name holds: PerKit
    /// refuses control characters in names). One text instead of a list of parts keeps
    /// per.wasm small.
    public let encoded: String

    /// What separates the parts in ``encoded``.
    public static let separator: Character = "\u{1F}"

    /// The verdict on `display`'s comparison, in the words of `catalog`; `nil` when it has no
    /// products. Quantities are written in `system` with `decimalSeparator`; amounts and
    /// percentages are left to the front end (see ``Part/Kind``).
    public init?(
        _ display: ComparisonDisplay, system: MeasurementSystem, decimalSeparator: String = ".",
        catalog: Catalog = .english
    ) {
        let comparison = display.comparison
        let figures = comparison.figures
        guard let best = figures.first else { return nil }
        var sentence = Sentence(
            display: display, system: system, decimalSeparator: decimalSeparator, catalog: catalog)
        let reference = comparison.reference.phrase(in: system, catalog: catalog)
        if figures.count == 1 {
            sentence.say(.verdictOne) { sentence, placeholder in
                switch ExactText(placeholder) {
                case "product": sentence.name(best.item, emphasised: true)
                case "unitPrice": sentence.append("m", display.unitPrice(best))
                default: sentence.text(reference)
                }
            }
        } else if let savings = comparison.savingsAgainstNext {
            let winners = figures.prefix { $0.isBest }.count
            sentence.say(winners == 1 ? .verdictBest : .verdictTie) { sentence, placeholder in
                switch ExactText(placeholder) {
                case "best":
                    for index in 0..<winners {
                        if index > 0 { sentence.text(index + 1 < winners ? ", " : catalog.text(.listAnd)) }
                        sentence.name(figures[index].item, emphasised: true)
                    }
                case "percent": sentence.append("p", display.percentCheaper(savings))
                case "reference": sentence.text(reference)
                case "other": sentence.name(savings.other, emphasised: false)
                case "quantity": sentence.text(sentence.quantity(best.quantity))
                case "product": sentence.name(best.item, emphasised: false)
                default: sentence.append("M", display.saving(savings))
                }
            }
        } else {
            sentence.say(.verdictSame) { sentence, placeholder in
                switch ExactText(placeholder) {
                case "count": sentence.text(String(figures.count))
                case "unitPrice": sentence.append("m", display.unitPrice(best))
                default: sentence.text(reference)
                }
            }
        }
        encoded = sentence.encoded
    }

    /// The verdict on `display`'s comparison with what its products' deals ask of the shopper
    /// added at the end: for the best product (unless every product costs the same), how many
    /// to buy, the member price and the deposit (" — buy 3 to get this price, with the member
    /// price, + 1.50 deposit", see ``ComparisonDisplay/dealPhrases(_:)``); then each product
    /// whose deal costs more per unit than one pack (". Water: the deal (3 for 5.00) costs
    /// more per unit than buying one"), the best aside, whose phrases say it ("dearer per unit
    /// than one pack"). Without deals, the same as
    /// ``init(_:system:decimalSeparator:)``.
    public init?(
        dealsOf display: ComparisonDisplay, system: MeasurementSystem, decimalSeparator: String = ".",
        catalog: Catalog = .english
    ) {
        guard
            let plain = Verdict(display, system: system, decimalSeparator: decimalSeparator, catalog: catalog)
        else { return nil }
        let comparison = display.comparison
        let figures = comparison.figures
        var sentence = Sentence(
            display: display, system: system, decimalSeparator: decimalSeparator, catalog: catalog)
        sentence.encoded = plain.encoded
        let saysBest = figures.count == 1 || comparison.savingsAgainstNext != nil
        if saysBest { sentence.deal(of: figures[0]) }
        // The best's own phrases already flag its deal.
        sentence.worseDeals(saysBest ? figures.dropFirst() : figures[...])
        encoded = sentence.encoded
    }

    /// The parts written so far, and how products and quantities are named.
    private struct Sentence {
        let display: ComparisonDisplay
        let system: MeasurementSystem
        let decimalSeparator: String
        let catalog: Catalog
        var encoded = ""

        /// Appends a part: `mark` is its kind's letter (see ``Verdict/encoded``).
        mutating func append(_ mark: String, _ text: String) {
            if !encoded.isEmpty { encoded += "\u{1F}" }
            encoded += mark
            encoded += text
        }

        mutating func text(_ text: String) { append("t", text) }

        /// Appends the words of `phrase`, each placeholder's parts appended by `fill`.
        mutating func say(_ phrase: Phrase, _ fill: (inout Sentence, String) -> Void) {
            catalog.walk(phrase) { words, placeholder in
                if !words.isEmpty { text(words) }
                if let placeholder { fill(&self, placeholder) }
            }
        }

        func quantity(_ quantity: Quantity) -> String {
            quantity.formatted(in: system).replacingDecimalPoint(with: decimalSeparator)
        }

        /// What the best product's deal asks of the shopper, after a dash: " — buy 3 to get
        /// this price, with the member price, + 1.50 deposit". Nothing without a deal.
        mutating func deal(of figures: ItemFigures) {
            var first = true
            for phrase in display.dealPhrases(figures, catalog: catalog) {
                text(first ? " — " : ", ")
                first = false
                text(phrase.text)
                if let amount = phrase.amount {
                    append("m", amount)
                    text(phrase.textAfterAmount)
                }
            }
        }

        /// A sentence for each product whose deal costs more per unit than the product
        /// without it: ". Brand A's deal costs more per unit than buying one".
        mutating func worseDeals(_ figures: ArraySlice<ItemFigures>) {
            for item in figures where item.isDealWorseThanWithoutIt {
                say(.verdictWorseDeal) { sentence, placeholder in
                    if ExactText(placeholder) == "product" {
                        sentence.name(item.item, emphasised: false)
                    } else {
                        sentence.text(
                            (item.deal?.dealText ?? "").replacingDecimalPoint(with: sentence.decimalSeparator)
                        )
                    }
                }
            }
        }

        /// The product's name, or its quantity and price: "500 g for 3.99"; both when another
        /// product of the comparison has the same name: "Lavazza (500 g for 3.99)".
        mutating func name(_ item: ProductItem, emphasised: Bool) {
            let mark = emphasised ? "T" : "t"
            guard let name = item.name else { return quantityAndPrice(item, emphasised: emphasised) }
            append(mark, name)
            var sharing = 0
            for other in display.comparison.figures where other.item.name?.hasSameUTF8(as: name) == true {
                sharing += 1
            }
            guard sharing > 1 else { return }
            append(mark, " (")
            quantityAndPrice(item, emphasised: emphasised)
            append(mark, ")")
        }

        /// "500 g for 3.99".
        private mutating func quantityAndPrice(_ item: ProductItem, emphasised: Bool) {
            let mark = emphasised ? "T" : "t"
            catalog.walk(.quantityForPrice) { words, placeholder in
                if !words.isEmpty { append(mark, words) }
                guard let placeholder else { return }
                if ExactText(placeholder) == "quantity" {
                    append(mark, quantity(item.quantity))
                } else {
                    append(emphasised ? "M" : "m", display.price(item.price))
                }
            }
        }
    }

    /// The sentence as one line, with amounts written by `money` and percentages by `percent`.
    public func text(money: (String) -> String, percent: (String) -> String) -> String {
        var sentence = ""
        for part in parts {
            switch part.kind {
            case .text: sentence += part.text
            case .money: sentence += money(part.text)
            case .percent: sentence += percent(part.text)
            }
        }
        return sentence
    }

    /// The sentence as one line with amounts as plain decimal text: "B is the best deal: 33.3%
    /// cheaper per kg than A; buying 3 kg of it instead saves 1.00".
    public var plainText: String { text(money: { $0 }, percent: { $0 + "%" }) }
}
