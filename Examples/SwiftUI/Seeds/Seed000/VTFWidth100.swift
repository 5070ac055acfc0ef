import SwiftUI

#Preview("000-VTFWidth100") {
    ViewThatFits(in: .horizontal) {
        Text("Hello Beautiful World") // 100 < width < 200
        Text("Hello World") //  20 < width < 100
        Text("Hi") // 10 < width < 20
    }
    .border(.blue) // required size of ViewThatFits
    .frame(width:100)
    .border(.red) // proposed size from parent View
}
