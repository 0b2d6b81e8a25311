import Testing

@testable import PerKit

/// Deal clauses as shoppers type them after a product's quantity, and every refusal.
@Suite("Deal clauses")
struct DealParsingTests {
    @Test(
        "every clause reads, and writes itself back canonically",
        arguments: [
            ("member 3.50", DealClause.member(q(350, 100)), "member 3.50"),
            ("Member Price £3.5", .member(q(35, 10)), "member 3.50"),
            ("member 10/3", .member(q(10, 3)), "member 10/3"),
            ("buy 2 get 1 free", .buyGetFree(buy: q(2), free: q(1)), "buy 2 get 1 free"),
            ("BUY 3  GET 2 FREE", .buyGetFree(buy: q(3), free: q(2)), "buy 3 get 2 free"),
            ("2nd half price", .secondHalfPrice, "2nd half price"),
            ("second half price", .secondHalfPrice, "2nd half price"),
            ("3 for the price of 2", .forThePriceOf(take: q(3), pay: q(2)), "3 for the price of 2"),
            ("3 for 5.00", .multiBuy(count: q(3), price: q(5)), "3 for 5.00"),
            ("3 for £5", .multiBuy(count: q(3), price: q(5)), "3 for 5.00"),
            ("3 for 2,50 €", .multiBuy(count: q(3), price: q(25, 10)), "3 for 2.50"),
            ("2 for 5", .multiBuy(count: q(2), price: q(5)), "2 for 5.00"),
            ("3 for 3", .multiBuy(count: q(3), price: q(3)), "3 for 3.00"),
            ("10% off", .percentOff(q(10)), "10% off"),
            ("12.5 % off", .percentOff(q(125, 10)), "12.5% off"),
            ("100% off", .percentOff(q(100)), "100% off"),
            ("save 0.50", .save(q(1, 2)), "save 0.50"),
            ("save 50¢", .save(q(1, 2)), "save 0.50"),
            ("deposit 0.25", .deposit(q(1, 4)), "deposit 0.25"),
            ("plus 8% tax", .tax(q(8)), "plus 8% tax"),
            ("plus 8.875% tax", .tax(q(8875, 1000)), "plus 8.875% tax"),
        ])
    func clause(_ text: String, _ clause: DealClause, _ canonical: String) throws {
        let read = try DealClause(parsing: text)
        #expect(read == clause)
        #expect(read.text == canonical)
        #expect(try DealClause(parsing: read.text) == clause)
    }

    @Test(
        "clauses that can't be read are refused with a message that says why",
        arguments: [
            ("", "A deal clause is empty: write one clause between commas, e.g. 3.99 for 500 g, member 3.50"),
            (
                "half off everything",
                "'half off everything' is not a deal Per knows: write member 3.50, buy 2 get 1 free, "
                    + "2nd half price, 3 for the price of 2, 3 for 5.00, 10% off, save 0.50, deposit 0.25 or plus 8% tax"
            ),
            ("member", "'member' needs its number, e.g. member 3.50"),
            ("save", "'save' needs its number, e.g. save 0.50"),
            ("deposit", "'deposit' needs its number, e.g. deposit 0.25"),
            ("% off", "'% off' needs its number, e.g. 10% off"),
            ("off", "'off' needs its number, e.g. 10% off"),
            ("plus % tax", "'plus % tax' needs its number, e.g. plus 8% tax"),
            ("buy get 1 free", "'buy get 1 free' needs its number, e.g. buy 2 get 1 free"),
            ("buy 2 get free", "'buy 2 get free' needs its number, e.g. buy 2 get 1 free"),
            ("3 for the price of", "'3 for the price of' needs its number, e.g. 3 for the price of 2"),
            ("for 5.00", "'for 5.00' needs its number, e.g. 3 for 5.00"),
            ("3 for", "'3 for' needs its number, e.g. 3 for 5.00"),
            ("member abc", "'member abc' can't be read: expected a number at 'abc'"),
            ("buy 1.5 get 1 free", "'buy 1.5 get 1 free' needs whole numbers of packs, e.g. buy 2 get 1 free"),
            ("buy 0 get 1 free", "'buy 0 get 1 free' must be more than zero"),
            ("buy 2 get 0 free", "'buy 2 get 0 free' must be more than zero"),
            ("member 0", "'member 0' must be more than zero"),
            ("member -1", "'member -1' must be more than zero"),
            ("save 0", "'save 0' must be more than zero"),
            ("deposit 0.00", "'deposit 0.00' must be more than zero"),
            ("0% off", "'0% off' must be more than zero"),
            ("-10% off", "'-10% off' must be more than zero"),
            ("plus 0% tax", "'plus 0% tax' must be more than zero"),
            ("0 for 5.00", "'0 for 5.00' must be more than zero"),
            ("150% off", "'150% off' takes off more than the whole price: at most 100% off"),
            (
                "2 for the price of 3",
                "'2 for the price of 3' gives no more packs than are paid for: the first number must be the larger, "
                    + "e.g. 3 for the price of 2"
            ),
            (
                "3 for 2",
                "'3 for 2' could mean 3 for 2.00 (a multi-buy) or 3 for the price of 2: "
                    + "write 3 for 2.00 or 3 for the price of 2"
            ),
            (
                "10 for 6",
                "'10 for 6' could mean 10 for 6.00 (a multi-buy) or 10 for the price of 6: "
                    + "write 10 for 6.00 or 10 for the price of 6"
            ),
        ])
    func refusal(_ text: String, _ message: String) {
        #expect(throws: DealError.self) { try DealClause(parsing: text) }
        do {
            _ = try DealClause(parsing: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("a deal keeps its clauses in the order they apply and writes them back")
    func dealOrder() throws {
        let deal = try Deal(parsing: "deposit 0,25, plus 8% tax, buy 2 get 1 free, save 0.10, member 3,50, 5% off")
        #expect(deal.text == "member 3.50, 5% off, save 0.10, buy 2 get 1 free, plus 8% tax, deposit 0.25")
        #expect(try Deal(parsing: deal.text) == deal)
        #expect(deal.memberPrice == q(35, 10))
        #expect(deal.deposit == q(1, 4))
        #expect(deal.offer == .buyGetFree(buy: q(2), free: q(1)))
        #expect(deal.withoutMemberPrice.text == "5% off, save 0.10, buy 2 get 1 free, plus 8% tax, deposit 0.25")
    }

    @Test(
        "two clauses of a kind, or two deals, are refused",
        arguments: [
            ("member 3.50, member 3.40", "'member 3.50' and 'member 3.40' are the same kind of clause: keep one"),
            ("10% off, 5% off", "'10% off' and '5% off' are the same kind of clause: keep one"),
            (
                "buy 2 get 1 free, buy 1 get 1 free",
                "'buy 2 get 1 free' and 'buy 1 get 1 free' are the same kind of clause: keep one"
            ),
            (
                "buy 2 get 1 free, 3 for 5.00",
                "'buy 2 get 1 free' and '3 for 5.00' are two deals: a product has at most one of buy … get … free, "
                    + "2nd half price, N for the price of M and N for PRICE"
            ),
            (
                "2nd half price, 3 for the price of 2",
                "'2nd half price' and '3 for the price of 2' are two deals: a product has at most one of "
                    + "buy … get … free, 2nd half price, N for the price of M and N for PRICE"
            ),
            ("member 3.50,", "A deal clause is empty: write one clause between commas, e.g. 3.99 for 500 g, member 3.50"),
        ])
    func dealRefusal(_ text: String, _ message: String) {
        do {
            _ = try Deal(parsing: text)
            Issue.record("'\(text)' was read")
        } catch {
            #expect(error.message == message)
        }
    }

    // MARK: Products with deals

    @Test("a product line reads its clauses after the quantity")
    func productLine() throws {
        let item = try ProductItem(parsing: "Ketchup, large: 3.90 for 700 g, member 3.50")
        #expect(item.name == "Ketchup, large")
        #expect(item.price == q(39, 10))
        #expect(item.quantity == (try Quantity(q(700), .gram)))
        #expect(item.deal?.text == "member 3.50")
        let swapped = try ProductItem(parsing: "700 g for 3,90, member 3,50")
        #expect(swapped.price == q(39, 10))
        #expect(swapped.deal?.text == "member 3.50")
        // A decimal comma is not a clause separator; a product without clauses has no deal.
        let plain = try ProductItem(parsing: "3,99 € for 500 g")
        #expect(plain.deal == nil)
        #expect(plain == (try ProductItem(price: q(399, 100), quantity: Quantity(q(500), .gram))))
        #expect(try plain.withDeal(nil) == plain)
    }

    @Test(
        "a product's refusals carry PerKit's message",
        arguments: [
            ("3.99 for 500 g, member", "'member' needs its number, e.g. member 3.50"),
            ("3.99 for 500 g, 3 for 2", "'3 for 2' could mean 3 for 2.00 (a multi-buy) or 3 for the price of 2: write 3 for 2.00 or 3 for the price of 2"),
            ("1.00 for 500 g, save 1.01", "'save 1.01' leaves nothing to pay: one pack would cost -0.01"),
            ("1.00 for 500 g, save 1", "'save 1.00' leaves nothing to pay: one pack would cost 0.00"),
            ("1.00 for 500 g, 100% off", "'100% off' leaves nothing to pay: one pack would cost 0.00"),
            // The saving is checked on the member price too, and without it.
            ("3.00 for 500 g, member 1.00, save 2.00", "'save 2.00' leaves nothing to pay: one pack would cost -1.00"),
            ("3.00 for 500 g, , member 1.00", "A deal clause is empty: write one clause between commas, e.g. 3.99 for 500 g, member 3.50"),
        ])
    func productRefusal(_ text: String, _ message: String) {
        do {
            _ = try ProductItem(parsing: text)
            Issue.record("'\(text)' was read")
        } catch {
            guard case .deal = error else {
                Issue.record("\(error) is not a deal error")
                return
            }
            #expect(error.message == message)
        }
    }
}
