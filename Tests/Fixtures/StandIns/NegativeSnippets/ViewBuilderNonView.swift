// expect-error: this expression does not conform to 'View'
// mode: 6
import SwiftUI

struct Broken: View {
    var body: some View {
        VStack {
            Text("a")
            42
        }
    }
}
