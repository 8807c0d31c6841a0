// expect-error: call to main actor-isolated initializer 'init(wrappedValue:)' in a synchronous nonisolated context
// mode: 6
// ObservedObject is main-actor isolated as a whole, initializers included.
import Combine
import SwiftUI

final class Model: ObservableObject {
    @Published var name = ""
}

func wrap(_ model: Model) -> ObservedObject<Model> {
    ObservedObject(wrappedValue: model)
}
