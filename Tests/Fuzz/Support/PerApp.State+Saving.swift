import PerKit

extension PerApp.State {
    /// Checks that the state, saved and restored, is the same state. The decimal separator and
    /// the seed of entry ids are not saved: the front end gives them again on every start.
    /// - Parameter input: What made the state, for the message.
    func checkRestoresEqual(madeBy input: String) {
        let saved = encoded()
        guard let json = try? JSON(parsing: saved) else {
            invariant(false, "'\(input)' makes a state saved as '\(saved)', which is not JSON")
            return
        }
        var restored = PerApp.State(restoring: json, defaults: settings)
        if let seed = freshEntrySeed { restored.seedEntryIDs(with: ListID(high: ~seed.high, low: seed.low)) }
        invariant(restored == self, "'\(input)' makes a state saved as '\(saved)', which restores otherwise")
    }
}
