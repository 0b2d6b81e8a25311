import PerKit

/// One running app behind the wire format: keeps the ``PerApp/State`` and answers every
/// request with the view model to render and the state to save.
///
/// Requests and responses are JSON text:
/// - `start`: `{"saved": <saved state or null>, "system": "us", "currency": "USD",
///   "decimalSeparator": ","}` restores a saved state (or starts a new one with the locale's
///   defaults); the decimal separator is the locale's, for every number shown as text;
/// - `dispatch`: one action, e.g. `{"type":"key","key":"7"}`.
///
/// Both answer `{"view": <view model>, "saved": <state>}`, plus `"error"` when the request
/// itself was malformed (a front-end bug; the state is then unchanged).
public struct WireSession: Sendable {
    /// The current state.
    public private(set) var state = PerApp.State()

    /// A session with a new, empty list.
    public init() {}

    /// Restores saved state, or starts afresh with the front end's locale defaults.
    public mutating func start(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            var settings = PerApp.Settings()
            if let system = json["system"]?.stringValue.flatMap({ MeasurementSystem(rawValue: $0) }) {
                settings.system = system
            }
            if let currency = json["currency"]?.stringValue, PerApp.Settings.isValidCurrencyCode(currency) {
                settings.currencyCode = currency
            }
            if let separator = json["decimalSeparator"]?.stringValue,
                PerApp.Settings.isValidDecimalSeparator(separator)
            {
                settings.decimalSeparator = separator
            }
            state = PerApp.State(restoring: json["saved"], defaults: settings)
            return response(error: nil)
        } catch {
            return response(error: error.message)
        }
    }

    /// Applies one action.
    public mutating func dispatch(_ request: String) -> String {
        do throws(ParseError) {
            let action = try WireAction.decode(try JSON(parsing: request))
            PerApp.reduce(&state, action)
            return response(error: nil)
        } catch {
            return response(error: error.message)
        }
    }

    private func response(error: String?) -> String {
        var members: [JSON.Member] = [
            .init("view", WireViewModel.encode(PerApp.ViewModel(state))),
            .init("saved", state.encoded()),
        ]
        if let error { members.append(.init("error", .string(error))) }
        return JSON.object(members).text
    }
}
