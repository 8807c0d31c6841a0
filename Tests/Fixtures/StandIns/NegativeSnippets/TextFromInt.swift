// expect-error: no exact matches in call to initializer
// mode: 6
import SwiftUI

struct Counter: View {
    let count: Int

    var body: some View {
        Text(count)
    }
}
