@testable import PerAppTestSupport
@testable import PerKit

/// The state after `actions`, reduced in order from `start`.
func after(_ actions: [Action], from start: State = State()) -> State {
    var state = start
    for action in actions { PerApp.reduce(&state, action) }
    return state
}
