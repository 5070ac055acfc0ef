import SwiftUI

#Preview("Photo", traits: .sizeThatFitsLayout) {
    Image("Photo")
}

#Preview("Missing", traits: .sizeThatFitsLayout) {
    Image("NotInTheCatalog")
}
