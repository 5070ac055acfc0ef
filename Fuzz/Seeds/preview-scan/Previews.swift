import SwiftUI

struct Card: View {
    var body: some View { Text("Card") }
}

#Preview("Card") {
    @Previewable @State var on = true
    Card()
}

#if os(Linux)
#Preview { Card().padding() }
#else
#Preview("Hidden") { Card() }
#endif

extension Card {
    struct Inner_Previews: PreviewProvider {
        static var previews: some View { Card() }
    }
}

@main
struct App {}
