// expect-error: conform to 'View'
// mode: 6
// iOS 18 SDK: "'buildExpression' is unavailable: this expression does not conform to 'View'";
// iOS 26 SDK: "static method 'buildExpression' requires that 'Int' conform to 'View'".
import SwiftUI

struct Broken: View {
    var body: some View {
        VStack {
            Text("a")
            42
        }
    }
}
