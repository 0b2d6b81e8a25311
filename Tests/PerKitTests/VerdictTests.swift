import Testing

@testable import PerKit

/// PerKit's one verdict sentence, which the command line, the API and the page all show.
@Suite("Verdict")
struct VerdictTests {
    /// The verdict on products typed as `per compare` reads them.
    static func verdict(_ products: [String], system: MeasurementSystem = .metric, separator: String = ".")
        throws -> Verdict?
    {
        var list = ProductList()
        for text in products {
            try list.add(ProductItem(parsing: text, system: system, dimension: list.dimension))
        }
        let comparison = try Comparison(list, system: system)
        return Verdict(ComparisonDisplay(comparison, currencyPlaces: 2), system: system, decimalSeparator: separator)
    }

    @Test(
        "every case of the sentence",
        arguments: [
            (["Eggs: 3.49 for 1 dozen"], "Eggs costs 0.291 each"),
            (["A: 1 for 100 g", "B: 2 for 200 g"], "All 2 products cost the same: 1.00 per 100 g"),
            (
                ["Brand A: 3.99 for 500 g", "Brand B: 6.49 for 1 kg"],
                "Brand B is the best deal: 18.7% cheaper per kg than Brand A; buying 1 kg of it instead saves 1.49"
            ),
            (
                ["A: 3 for 6", "B: 1.50 for 3", "C: 4 for 6"],
                "A and B tie for the best deal: 25.0% cheaper each than C; buying 6 of A instead saves 1.00"
            ),
            (
                ["A: 3 for 6", "B: 1.50 for 3", "C: 1 for 2", "D: 4 for 6"],
                "A, B and C tie for the best deal: 25.0% cheaper each than D; buying 6 of A instead saves 1.00"
            ),
            // Unnamed products are named by quantity and price, so that two of one size stay apart.
            (
                ["3.99 for 1.5 kg", "3.49 for 1.5 kg"],
                "1.5 kg for 3.49 is the best deal: 12.5% cheaper per kg than 1.5 kg for 3.99; "
                    + "buying 1.5 kg of it instead saves 0.50"
            ),
            (
                ["2 for 500 g", "2 for 500 g", "3 for 500 g"],
                "500 g for 2.00 and 500 g for 2.00 tie for the best deal: 33.3% cheaper per 100 g than "
                    + "500 g for 3.00; buying 500 g of 500 g for 2.00 instead saves 1.00"
            ),
            // Products sharing a name are named with their quantity and price too.
            (
                ["Lavazza: 2.49 for 250 g", "Lavazza: 3.99 for 500 g", "Illy: 4.49 for 250 g"],
                "Lavazza (500 g for 3.99) is the best deal: 19.9% cheaper per 100 g than Lavazza "
                    + "(250 g for 2.49); buying 500 g of it instead saves 0.99"
            ),
            (
                ["Lavazza: 2 for 250 g", "Lavazza: 4 for 500 g", "Illy: 4.49 for 250 g"],
                "Lavazza (250 g for 2.00) and Lavazza (500 g for 4.00) tie for the best deal: 55.5% cheaper "
                    + "per 100 g than Illy; buying 250 g of Lavazza (250 g for 2.00) instead saves 2.49"
            ),
            (["1.99 for 1.5 L"], "1.5 L for 1.99 costs 1.33 per L"),
        ])
    func sentence(_ products: [String], _ text: String) throws {
        #expect(try Self.verdict(products)?.plainText == text)
    }

    @Test("no products, no verdict")
    func empty() throws {
        #expect(try Self.verdict([]) == nil)
    }

    @Test("a page emphasises the best deals' names and the saving; amounts are left to the front end")
    func parts() throws {
        let verdict = try #require(try Self.verdict(["A: 3 for 6", "1.50 for 3", "C: 4 for 6"]))
        #expect(
            verdict.parts == [
                .init(.text, "A", isEmphasised: true), .init(.text, " and "),
                .init(.text, "3", isEmphasised: true), .init(.text, " for ", isEmphasised: true),
                .init(.money, "1.50", isEmphasised: true),
                .init(.text, " tie for the best deal: "), .init(.percent, "25.0"),
                .init(.text, " cheaper "), .init(.text, "each"), .init(.text, " than "), .init(.text, "C"),
                .init(.text, "; buying "), .init(.text, "6"), .init(.text, " of "), .init(.text, "A"),
                .init(.text, " instead saves "),
                .init(.money, "1.00", isEmphasised: true),
            ])
        #expect(
            verdict.text(money: { "$" + $0 }, percent: { $0 + " %" })
                == "A and 3 for $1.50 tie for the best deal: 25.0 % cheaper each than C; buying 6 of A instead saves $1.00")
    }

    @Test("quantities in the locale's decimal separator")
    func separator() throws {
        let verdict = try #require(try Self.verdict(["Mehl: 3.99 for 1.5 kg"], separator: ","))
        #expect(verdict.plainText == "Mehl costs 2.66 per kg")
        let unnamed = try #require(try Self.verdict(["3.99 for 1.5 kg"], separator: ","))
        #expect(unnamed.plainText == "1,5 kg for 3.99 costs 2.66 per kg")
    }
}
