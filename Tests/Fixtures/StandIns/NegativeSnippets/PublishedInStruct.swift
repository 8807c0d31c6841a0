// expect-error: @Published is only available on properties of classes
// mode: 6
import Combine

struct Settings {
    @Published var volume = 5
}
