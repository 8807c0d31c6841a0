import SwiftUI

/// The Login screen's view: shows the rows the controller gives it and reports taps. It
/// never talks to the model. A value SwiftUI rebuilds: what it shows comes from the controller,
/// which renders it again when that changes.
struct LoginView: View {
    var rows: [String]
    var onSelect: (Int) -> Void

    var body: some View {
        List {
            ForEach(rows.indices, id: \.self) { index in
                Button(rows[index]) { onSelect(index) }
            }
        }
    }
}
