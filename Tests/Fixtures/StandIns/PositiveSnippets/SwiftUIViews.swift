// SwiftUI views as MVVM modules write them (ObservableObject and @Observable view models),
// bodies evaluated directly, and a hosting controller.
import Combine
import Observation
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    let name: String
}

@MainActor
final class ItemsViewModel: ObservableObject {
    @Published var items: [Item] = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
    @Published var isLoading = false
    @Published var showsDetails = true
    @Published var errorMessage: String?

    func load() {
        isLoading = false
    }
}

struct ItemsView: View {
    @ObservedObject var viewModel: ItemsViewModel
    @State private var filter = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                if viewModel.isLoading {
                    ProgressView()
                } else {
                    List(viewModel.items) { item in
                        Text(item.name)
                            .font(.headline)
                            .foregroundStyle(.secondary)
                    }
                }
                Toggle("Details", isOn: $viewModel.showsDetails)
                HStack {
                    Text("Count: \(viewModel.items.count)")
                    Spacer()
                    Button("Reload") { viewModel.load() }
                    Button(action: { dismiss() }) {
                        Image(systemName: "xmark")
                    }
                }
                .padding()
                if let message = viewModel.errorMessage {
                    Text(verbatim: message).foregroundColor(.red)
                }
            }
            .navigationTitle("Items")
            .onAppear { viewModel.load() }
            .task { await Task.yield() }
        }
    }
}

/// Navigation as state: one optional enum, bound by `navigationDestination(item:)` (iOS 17)
/// or `navigationDestination(isPresented:)` (iOS 16) and `sheet(item:)`.
enum ItemDestination: Hashable, Identifiable {
    case detail(id: Int)
    case compose

    nonisolated var id: Self { self }
}

struct NavigationStateView: View {
    @State var destination: ItemDestination?

    var body: some View {
        NavigationStack {
            Text("Items")
                .navigationDestination(item: $destination) { destination in view(for: destination) }
                .navigationDestination(isPresented: .constant(false)) {
                    if let destination { view(for: destination) }
                }
                .sheet(item: $destination, onDismiss: {}) { destination in NavigationStack { view(for: destination) } }
        }
    }

    @ViewBuilder
    private func view(for destination: ItemDestination) -> some View {
        switch destination {
        case .detail(let id): Text("Item \(id)")
        case .compose: Text("Compose")
        }
    }
}

struct StateObjectView: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        List {
            ForEach(viewModel.items) { item in
                Text(item.name)
            }
            ForEach(["a", "b"], id: \.self) { name in
                Text(name)
            }
            ForEach(0..<2) { index in
                Text("\(index)")
            }
        }
    }
}

@Observable
@MainActor
final class SettingsModel {
    var notifications = false
    var name = "n"
}

struct SettingsView: View {
    @Bindable var model: SettingsModel
    @State private var counter = 0

    var body: some View {
        VStack {
            Toggle(isOn: $model.notifications) {
                Text("Notifications")
            }
            Text(model.name)
                .padding(.horizontal, 16)
                .background(Color.blue)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button("Add") { counter += 1 }
            EmptyView()
        }
    }
}

struct ConditionalView: View {
    let flag: Bool

    var body: some View {
        Group {
            if flag {
                Text("yes")
            } else {
                Color.green
            }
        }
    }
}

@MainActor
func checkBodies() {
    let viewModel = ItemsViewModel()
    let itemsView = ItemsView(viewModel: viewModel)
    _ = itemsView.body
    viewModel.isLoading = true
    _ = itemsView.body
    viewModel.errorMessage = "oops"
    _ = itemsView.body
    _ = StateObjectView().body
    _ = NavigationStateView(destination: .detail(id: 1)).body
    let settings = SettingsModel()
    _ = SettingsView(model: settings).body
    _ = ConditionalView(flag: true).body
    _ = ConditionalView(flag: false).body

    // Bindings write through to the model.
    let binding = Bindable(settings).notifications
    binding.wrappedValue = true
    precondition(settings.notifications)
    let observed = ObservedObject(wrappedValue: viewModel)
    observed.projectedValue.showsDetails.wrappedValue = false
    precondition(!viewModel.showsDetails)

    // Binding(get:set:), constant and projections.
    // The closures are @isolated(any) @Sendable: main-actor state needs @MainActor closures.
    let intBinding = Binding(get: { @MainActor in settings.name.count }, set: { @MainActor in settings.name = String(repeating: "x", count: $0) })
    intBinding.wrappedValue = 5
    precondition(settings.name == "xxxxx" && Binding.constant(3).wrappedValue == 3)

    // Hosting controller: a UIViewController whose view loads.
    let hosting = UIHostingController(rootView: itemsView)
    hosting.loadViewIfNeeded()
    precondition(hosting.isViewLoaded && hosting.view != nil)
    hosting.rootView = ItemsView(viewModel: ItemsViewModel())
    let navigation = UINavigationController(rootViewController: hosting)
    precondition(hosting.navigationController === navigation)
    let erased: UIViewController = UIHostingController(rootView: AnyView(Text("x")))
    precondition(erased.view != nil)

    // List's and NavigationStack's initializers are main-actor isolated.
    _ = List(["a", "b"], id: \.self) { Text($0) }
    _ = NavigationStack { RefreshingView(viewModel: viewModel) }
    _ = RefreshingView(viewModel: viewModel).body
}

/// `refreshable` and `task` closures inherit the main actor from `body`, so they may call the
/// main-actor view model synchronously.
struct RefreshingView: View {
    @ObservedObject var viewModel: ItemsViewModel

    var body: some View {
        List(0..<3) { Text("\($0)") }
            .listStyle(.insetGrouped)
            .refreshable { viewModel.load() }
            .task { viewModel.load() }
    }
}

func checkValues() {
    // Text, LocalizedStringKey, Color and Font are plain Sendable values.
    let key: LocalizedStringKey = "Hello \(42) \("world")"
    precondition(Text(key) == Text("Hello 42 world"))
    precondition(Text(verbatim: "a") == Text("a" as String))
    let color = Color(uiColor: .systemBackground)
    _ = color
    _ = Color(red: 0.1, green: 0.2, blue: 0.3)
    _ = Font.system(size: 14, weight: .bold)
    _ = UIColor(Color.red)
    // Most initializers are nonisolated: views can be built outside the main actor (not List,
    // NavigationStack or, on iOS 18, Spacer: see ValidDefaults and the negative snippets).
    let stack = VStack { Text("a"); Divider() }
    _ = stack
    _ = Text("a").listStyle(.plain) // list styles are not main-actor isolated either
    let rows = ForEach([Item(id: 1, name: "x")]) { Text($0.name) }
    precondition(rows.data.count == 1)
    let now: Date = .now
    _ = now
}

// Top-level code is not main-actor isolated in Swift 5 mode; the checks run on the main actor.
MainActor.assumeIsolated {
    checkBodies()
    checkValues()
    print("OK SwiftUIViews")
}
