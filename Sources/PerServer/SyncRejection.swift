import PerKit

/// A change of a sync request that PerKit refuses, and its position in `changes`: the whole
/// request is refused and nothing of it is stored.
struct SyncRejection: Error, Equatable {
    /// The change's position in the request's `changes`, from 0.
    let index: Int
    /// Why PerKit refuses it.
    let error: SyncError

    /// The answer: 422 `{"error": "Change 3: <PerKit's message>", "index": 3}`.
    var apiError: APIError {
        var error = APIError(.unprocessableContent, "Change \(index): \(self.error.message)")
        error.changeIndex = index
        return error
    }
}
