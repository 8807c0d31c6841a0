// expect-error: cannot find type 'AnyCancellable' in scope
// mode: 6
// SwiftUI does not re-export Combine: only ObservableObject and Published are visible
// (Foundation's typealiases); AnyCancellable needs `import Combine`, as on iOS.
import SwiftUI

final class Model: ObservableObject {
    @Published var value = 0
    var tokens = Set<AnyCancellable>()
}
