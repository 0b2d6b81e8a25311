import ArgumentParser

/// `--no-member` of the `per book` commands that judge or show prices: member (loyalty-card)
/// prices don't count, as with `per compare --no-member` and the app's "Use member prices"
/// switched off. PerKit's price-book rule decides what that means (``BookProduct``'s
/// `usesMemberPrices`): a price whose only deal is a member price is then a regular price.
struct MemberOption: ParsableArguments {
    @Flag(
        name: .customLong("no-member"),
        help: "Ignore member (loyalty-card) prices: judge and show prices without the card.")
    var noMember = false

    /// Whether member prices count.
    var usesMemberPrices: Bool { !noMember }
}
