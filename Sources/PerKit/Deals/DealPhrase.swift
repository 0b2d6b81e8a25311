/// A few words on what a product's deal asks of the shopper, the same in every front end:
/// "buy 3 to get this price", "with the member price", "+ 1.50 deposit".
public struct DealPhrase: Hashable, Sendable {
    /// The text, up to the amount if there is one: "buy 3 to get this price", "+ ".
    public let text: String
    /// An amount of money as exact decimal text, for the front end to write in the currency.
    public let amount: String?
    /// The text after the amount: " deposit"; empty without an amount.
    public let textAfterAmount: String

    /// A phrase with every field given.
    public init(_ text: String, amount: String? = nil, textAfterAmount: String = "") {
        self.text = text
        self.amount = amount
        self.textAfterAmount = textAfterAmount
    }

    /// The phrase as one line with the amount as plain decimal text.
    public var plainText: String { text + (amount ?? "") + textAfterAmount }
}

extension ComparisonDisplay {
    /// What the deal of `figures` asks of the shopper, in order: how many packs to buy
    /// ("buy 3 to get this price", when more than one), the member price ("with the member
    /// price", when it counts), the deposit ("+ 1.50 deposit", for the whole quantity), and
    /// the flag "dearer per unit than one pack" for a deal that costs more per unit than the
    /// product without it. Empty for a product without a deal.
    public func dealPhrases(_ figures: ItemFigures, catalog: Catalog = .english) -> [DealPhrase] {
        guard let deal = figures.deal else { return [] }
        var phrases: [DealPhrase] = []
        if deal.mustBuy > .one {
            phrases.append(DealPhrase(catalog.text(.buyToGetThisPrice, ("count", deal.mustBuy.fractionText))))
        }
        if deal.usesMemberPrice { phrases.append(DealPhrase(catalog.text(.withTheMemberPrice))) }
        if let deposit = deal.deposit {
            var before = ""
            var after = ""
            catalog.walk(.plusDeposit) { words, placeholder in
                if placeholder == nil { after = words } else { before = words }
            }
            phrases.append(DealPhrase(before, amount: price(deposit), textAfterAmount: after))
        }
        if deal.isWorseThanWithoutDeal { phrases.append(DealPhrase(catalog.text(.dearerThanOnePack))) }
        return phrases
    }
}
