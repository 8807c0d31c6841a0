// Combine as MVVM bindings use it: @Published + sink, subjects, operators, cancellables.
import Combine
import Foundation

@MainActor
final class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0
    @Published var title = "Counter"
    let events = PassthroughSubject<String, Never>()

    func increment() {
        count += 1
        events.send("incremented")
    }
}

/// Not main-actor isolated: Combine itself has no isolation.
final class SearchModel: ObservableObject {
    @Published var query = ""
    let state = CurrentValueSubject<Int, Never>(0)
}

enum LoadError: Error, Equatable {
    case offline
}

@MainActor
func checkPublished() {
    let viewModel = CounterViewModel()
    var cancellables = Set<AnyCancellable>()
    var received: [Int] = []
    var storedWhenReceived: [Int] = []
    viewModel.$count
        .sink { [weak viewModel] value in
            received.append(value)
            storedWhenReceived.append(viewModel?.count ?? -1)
        }
        .store(in: &cancellables)
    var willChange = 0
    viewModel.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
    var events: [String] = []
    viewModel.events.sink { events.append($0) }.store(in: &cancellables)

    viewModel.increment()
    viewModel.increment()
    // Current value on subscription, then every new value, synchronously, before the
    // property changes (willSet semantics).
    precondition(received == [0, 1, 2], "\(received)")
    precondition(storedWhenReceived == [0, 0, 1], "\(storedWhenReceived)")
    precondition(willChange == 2 && events == ["incremented", "incremented"])
    precondition(viewModel.objectWillChange === viewModel.objectWillChange)

    viewModel.title = "New"
    precondition(willChange == 3)
    cancellables.removeAll()
    viewModel.increment()
    precondition(received.count == 3, "cancelled subscriptions must not receive values")
}

final class Label {
    var text: String?
}

func checkOperators() {
    var cancellables = Set<AnyCancellable>()
    let model = SearchModel()
    var queries: [String] = []
    model.$query
        .dropFirst()
        .removeDuplicates()
        .map { $0.uppercased() }
        .filter { !$0.isEmpty }
        .eraseToAnyPublisher()
        .sink { queries.append($0) }
        .store(in: &cancellables)
    model.query = "a"
    model.query = "a"
    model.query = ""
    model.query = "b"
    precondition(queries == ["A", "B"], "\(queries)")

    let label = Label()
    let subscription = model.state.map { "\($0)" }.assign(to: \.text, on: label)
    model.state.send(5)
    precondition(label.text == "5" && model.state.value == 5)
    subscription.cancel()
    model.state.value = 6
    precondition(label.text == "5")

    var completion: Subscribers.Completion<LoadError>?
    var values: [Int] = []
    let subject = PassthroughSubject<Int, LoadError>()
    let cancellable = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .failure(.offline))
    subject.send(2)
    precondition(values == [1] && completion == .failure(.offline))
    _ = cancellable

    var justValue: Int?
    _ = Just(3).sink { justValue = $0 }
    precondition(justValue == 3)

    var results: [String] = []
    Just("x").setFailureType(to: LoadError.self)
        .eraseToAnyPublisher()
        .replaceError(with: "fallback")
        .sink { results.append($0) }
        .store(in: &cancellables)
    Fail<String, LoadError>(error: .offline)
        .replaceError(with: "fallback")
        .sink { results.append($0) }
        .store(in: &cancellables)
    Future<String, LoadError> { promise in promise(.success("future")) }
        .sink(receiveCompletion: { _ in }, receiveValue: { results.append($0) })
        .store(in: &cancellables)
    [1, 2, 3].publisher.compactMap { $0 == 2 ? nil : "\($0)" }.sink { results.append($0) }.store(in: &cancellables)
    precondition(results == ["x", "fallback", "future", "1", "3"], "\(results)")

    // receive(on:) with the immediate scheduler is synchronous.
    var immediate: [Int] = []
    let current = CurrentValueSubject<Int, Never>(1)
    current.receive(on: ImmediateScheduler.shared).sink { immediate.append($0) }.store(in: &cancellables)
    current.send(2)
    precondition(immediate == [1, 2])

    // assign(to: &$property) republishes into another @Published property.
    let target = SearchModel()
    Just("from just").assign(to: &target.$query)
    precondition(target.query == "from just")

    // AnyCancellable cancels on deinit.
    var afterRelease: [Int] = []
    do {
        let token = current.sink { afterRelease.append($0) }
        _ = token
    }
    current.send(3)
    precondition(afterRelease == [2], "\(afterRelease)")
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkPublished()
    checkOperators()
    print("OK CombineBindings")
}
