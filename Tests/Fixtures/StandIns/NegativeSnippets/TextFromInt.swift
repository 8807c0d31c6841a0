// expect-error: cannot convert value of type 'Int' to expected argument type 'LocalizedStringKey'
// mode: 6
import SwiftUI

struct Counter: View {
    let count: Int

    var body: some View {
        Text(count)
    }
}
