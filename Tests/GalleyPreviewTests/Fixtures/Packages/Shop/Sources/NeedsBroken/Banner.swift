import SwiftUI
import Broken

#Preview {
    Sale()
}
