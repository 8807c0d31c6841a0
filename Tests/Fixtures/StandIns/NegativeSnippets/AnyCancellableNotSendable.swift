// expect-error: has non-Sendable type 'AnyCancellable'
// mode: 6
// Combine declares no Sendable conformances: AnyCancellable is not Sendable.
import Combine

struct Subscription: Sendable {
    let token: AnyCancellable
}
