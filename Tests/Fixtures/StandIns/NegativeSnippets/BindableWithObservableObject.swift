// expect-error: @Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.
// mode: 6
import Combine
import SwiftUI

final class LegacyModel: ObservableObject {
    @Published var name = ""
}

struct Editor: View {
    @Bindable var model: LegacyModel

    var body: some View {
        Text(model.name)
    }
}
