import SeededRandom
import Testing

@testable import PerAppTestSupport
@testable import PerKit
@testable import PerWire

/// The view's rows and verdict are left out of an answer when they are the previous answer's,
/// and a front end that keeps the previous ones shows exactly what a whole view model shows.
@Suite("Wire format: unchanged rows")
struct WireFiguresTests {
    /// The rows and verdict of an answer, or `nil` when it left them out.
    static func figures(_ answer: String) throws -> (rows: JSON, verdict: JSON)? {
        let view = try #require(try JSON(parsing: answer)["view"])
        guard let rows = view["rows"] else {
            #expect(view["verdict"] == nil, "the verdict is left out with the rows, never alone")
            return nil
        }
        return (rows, try #require(view["verdict"]))
    }

    /// The rows and verdict of a whole view model of `state`.
    static func whole(_ state: PerApp.State) throws -> (rows: JSON, verdict: JSON) {
        let view = try JSON(parsing: WireViewModel.text(PerApp.ViewModel(state)))
        return (try #require(view["rows"]), try #require(view["verdict"]))
    }

    @Test("a key press in the form leaves the rows out; what changes them brings them back")
    func keyPressLeavesRowsOut() throws {
        var session = WireSession()
        _ = session.start(#"{"saved":null,"system":"metric","currency":"EUR"}"#)
        for action in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"5"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"2"}"#, #"{"type":"setName","name":"Oats"}"#,
        ] { _ = session.dispatch(action) }
        let submitted = try #require(try Self.figures(session.dispatch(#"{"type":"submit"}"#)))
        #expect(submitted.rows.arrayValue?.count == 1)
        // The form again: every key leaves the rows and the verdict out.
        #expect(try Self.figures(session.dispatch(#"{"type":"addProduct"}"#)) == nil)
        for key in ["7", "point", "5", "times", "2", "equals", "delete", "clear"] {
            #expect(try Self.figures(session.dispatch(#"{"type":"key","key":"\#(key)"}"#)) == nil)
        }
        // A setting that changes how the rows read, and a product added, bring them back.
        let settings = [
            #"{"type":"setCurrencyCode","code":"JPY"}"#, #"{"type":"setMeasurementSystem","system":"us"}"#,
            #"{"type":"setReference","reference":"kg"}"#, #"{"type":"setLanguage","language":"de"}"#,
        ]
        for action in settings {
            let answer = session.dispatch(action)
            #expect(try JSON(parsing: answer)["error"] == nil, "\(action)")
            #expect(try Self.figures(answer) != nil, "\(action)")
        }
        _ = session.dispatch(#"{"type":"cancel"}"#)
        #expect(try Self.figures(session.dispatch(#"{"type":"setUsesMemberPrices","isOn":false}"#)) != nil)
        // A new session (a page loaded again) answers them at once.
        var reloaded = WireSession()
        let saved = try #require(try JSON(parsing: session.dispatch(#"{"type":"dismissAlert"}"#))["saved"])
        #expect(try Self.figures(reloaded.start(JSON.object([.init("saved", saved)]).text)) != nil)
    }

    @Test("a front end keeping the rows left out shows a whole view model's rows after any actions")
    func keptRowsAreTheWholeViewModels() throws {
        var rng = SplitMix64(seed: 0xF16_0001)
        print("kept rows seed: 0xf160001")
        let typing = [
            #"{"type":"addProduct"}"#, #"{"type":"submit"}"#, #"{"type":"key","key":"1"}"#,
            #"{"type":"key","key":"9"}"#, #"{"type":"key","key":"0"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"focus","field":"quantity"}"#, #"{"type":"setName","name":"Brand A"}"#,
            #"{"type":"removeProduct","index":0}"#, #"{"type":"editProduct","index":0}"#,
            #"{"type":"setCurrencyCode","code":"GBP"}"#, #"{"type":"setUsesMemberPrices","isOn":true}"#,
            #"{"type":"undoRemove"}"#, #"{"type":"setLanguage","language":"fr"}"#,
            #"{"type":"newList","id":"0000000000000000000000000000000a"}"#,
            #"{"type":"openList","id":"0000000000000000000000000000000a"}"#,
            #"{"type":"newList","id":"0000000000000000000000000000000b"}"#,
            #"{"type":"openList","id":"0000000000000000000000000000000b"}"#,
        ]
        let vocabulary = WireTests.actions.map(\.0) + typing
        /// A product typed in whole: a quantity, a price (keys at random), sometimes a name.
        func product() -> [String] {
            let digits = { (count: Int) in
                (0..<count).map { _ in #"{"type":"key","key":"\#(Int.random(in: 1...9, using: &rng))"}"# }
            }
            return [#"{"type":"addProduct"}"#] + digits(Int.random(in: 1...3, using: &rng))
                + [#"{"type":"focus","field":"price"}"#] + digits(Int.random(in: 1...3, using: &rng))
                + (Bool.random(using: &rng) ? [#"{"type":"setName","name":"Brand A"}"#] : [])
                + [#"{"type":"submit"}"#]
        }
        var (left, sent, withProducts) = (0, 0, 0)
        for _ in 0..<20 {
            var session = WireSession()
            var shown = try #require(try Self.figures(session.start(#"{"saved":null,"region":"GB"}"#)))
            for _ in 0..<100 {
                let typesProduct = Int.random(in: 0..<4, using: &rng) == 0
                let actions = typesProduct ? product() : [vocabulary.randomElement(using: &rng)!]
                for action in actions {
                    if let figures = try Self.figures(session.dispatch(action)) {
                        shown = figures
                        sent += 1
                    } else {
                        left += 1
                    }
                    let whole = try Self.whole(session.state)
                    if whole.rows.arrayValue?.isEmpty == false { withProducts += 1 }
                    #expect(shown.rows == whole.rows, "after \(action)")
                    #expect(shown.verdict == whole.verdict, "after \(action)")
                }
            }
        }
        // Both kinds of answer were checked, many times, most of them on a list with products.
        #expect(left > 2_000 && sent > 200, "\(left) answers left the rows out, \(sent) sent them")
        #expect(withProducts > (left + sent) / 2, "\(withProducts) of \(left + sent) on a list with products")
    }
}
