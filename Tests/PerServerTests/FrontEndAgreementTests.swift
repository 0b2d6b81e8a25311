import Foundation
import HummingbirdTesting
import SeededRandom
import Testing

@testable import PerKit

/// The web app (PerKit's view model), `per compare --json` and the lists API show the same
/// figures for the same list: one rounding rule, `ComparisonDisplay`, in every front end.
@Suite("One rounding rule in every front end")
struct FrontEndAgreementTests {
    static let seed: UInt64 = 0x5EED_0009_2026_1123

    /// One product of a generated list, as each front end takes it.
    struct Product {
        let name: String
        let price: String
        let amount: String
        let unit: PerKit.Unit

        var cliText: String { "\(name): \(price) for \(amount) \(unit.id)" }
        var apiJSON: String { #"{"name":"\#(name)","price":"\#(price)","quantity":"\#(amount) \#(unit.id)"}"# }
    }

    /// The figures a front end shows for each product, by name.
    struct Figures: Equatable, CustomStringConvertible {
        var unitPrice: [String: String] = [:]
        var percentMoreThanBest: [String: String] = [:]
        var extraCost: [String: String] = [:]
        var description: String { "unit prices \(unitPrice), percents \(percentMoreThanBest), extra costs \(extraCost)" }
    }

    /// Lists that today's and yesterday's front ends disagreed on, then generated ones.
    static func lists() -> [(currency: String, products: [Product])] {
        var lists: [(String, [Product])] = [
            (
                "USD",
                [
                    Product(name: "A", price: "3.99", amount: "500", unit: .gram),
                    Product(name: "B", price: "7.98", amount: "1000.1", unit: .gram),
                ]
            ),
            (
                "JPY",
                [
                    Product(name: "A", price: "698", amount: "500", unit: .gram),
                    Product(name: "B", price: "1280", amount: "1", unit: .kilogram),
                ]
            ),
        ]
        var rng = SplitMix64(seed: seed)
        let currencies = ["USD", "EUR", "JPY", "KWD", "GBP"]
        let units: [PerKit.Unit] = [.gram, .kilogram, .pound, .ounce]
        for _ in 0..<24 {
            let currency = currencies[Int.random(in: 0..<currencies.count, using: &rng)]
            let count = Int.random(in: 2...5, using: &rng)
            let products = (1...count).map { index in
                let cents = Int.random(in: 1...5_000, using: &rng)
                let tenths = Int.random(in: 1...20_000, using: &rng)
                return Product(
                    name: "P\(index)", price: "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)",
                    amount: "\(tenths / 10).\(tenths % 10)", unit: units[Int.random(in: 0..<units.count, using: &rng)])
            }
            lists.append((currency, products))
        }
        return lists
    }

    @Test("the view model, per compare and the API show the same figures for generated lists")
    func figuresAgree() async throws {
        let lists = Self.lists()
        try await withServer { client, _ in
            for (currency, products) in lists {
                let context = Comment(rawValue: "\(currency) \(products.map(\.cliText))")
                let app = try Self.viewModelFigures(products, currency: currency)
                let cli = try Self.cliFigures(products, currency: currency)
                let api = try await Self.apiFigures(products, currency: currency, client: client)
                #expect(app.unitPrice.count == products.count, context)
                #expect(app.percentMoreThanBest.count + 1 >= products.count, context)
                #expect(app == cli, context)
                #expect(app == api, context)
            }
        }
    }

    @Test("3.99 for 500 g against 7.98 for 1000.1 g is 0.01% more everywhere")
    func smallDifference() throws {
        let products = Self.lists()[0].products
        let app = try Self.viewModelFigures(products, currency: "USD")
        #expect(app.percentMoreThanBest["A"] == "0.01")
        #expect(try Self.cliFigures(products, currency: "USD").percentMoreThanBest["A"] == "0.01")
    }

    static func viewModelFigures(_ products: [Product], currency: String) throws -> Figures {
        var list = ProductList()
        for product in products {
            let item = try ProductItem(
                name: product.name, price: Rational(parsing: product.price),
                quantity: Quantity(Rational(parsing: product.amount), product.unit))
            try list.add(item)
        }
        let state = PerApp.State(
            listName: "List", list: list,
            settings: PerApp.Settings(system: .metric, currencyCode: currency), form: nil,
            alert: nil, isConfirmingClear: false, lastUnit: nil)
        var figures = Figures()
        for row in PerApp.ViewModel(state).rows {
            figures.unitPrice[row.name] = row.unitPrice
            if let percent = row.percentMoreThanBest { figures.percentMoreThanBest[row.name] = percent }
            if let extra = row.extraCost { figures.extraCost[row.name] = extra }
        }
        return figures
    }

    static func cliFigures(_ products: [Product], currency: String) throws -> Figures {
        let process = Process()
        process.executableURL = try perExecutable()
        process.arguments = ["compare", "--json", "--currency", currency] + products.map(\.cliText)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try figures(json, bestMarked: { ($0["rank"] as? Int) == 1 })
    }

    static func apiFigures(_ products: [Product], currency: String, client: some TestClientProtocol) async throws
        -> Figures
    {
        let body = #"{"name":"List","currency":"\#(currency)","items":[\#(products.map(\.apiJSON).joined(separator: ","))]}"#
        let response = try await client.send(.post, "/api/lists", json: body)
        return try figures(try response.object(), bestMarked: { ($0["isBest"] as? Bool) == true })
    }

    /// Reads `items[]` of a CLI or API answer; the best products' percentages and extra costs
    /// are left out, as the app shows none.
    static func figures(_ json: [String: Any], bestMarked isBest: ([String: Any]) -> Bool) throws -> Figures {
        let items = try #require(json["items"] as? [[String: Any]])
        var figures = Figures()
        for item in items {
            let name = try #require(item["name"] as? String)
            figures.unitPrice[name] = item["unitPrice"] as? String
            guard !isBest(item) else { continue }
            figures.percentMoreThanBest[name] = item["percentMoreThanBest"] as? String
            figures.extraCost[name] = item["extraCost"] as? String
        }
        return figures
    }

    /// The built `per`, next to the test runner in the build products.
    static func perExecutable() throws -> URL {
        let candidates =
            [ProcessInfo.processInfo.environment["PER_BINARY"]].compactMap { $0 }
            + [Bundle.main.bundleURL.appendingPathComponent("per").path]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("per").path }
        let path = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
        return URL(fileURLWithPath: path)
    }
}
