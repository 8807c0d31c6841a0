// expect-error: cannot convert value of type 'UIColor' to specified type 'Color'
// mode: 6
import SwiftUI

let background: Color = UIColor.systemBackground
