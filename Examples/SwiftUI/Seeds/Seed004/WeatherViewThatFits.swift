import SwiftUI

#Preview("004-WeatherViewThatFits") {
    ViewThatFits(in: .horizontal) {
        Text("晴天，气温25°") // 宽度在200到300之间
            .font(.title)
            .foregroundColor(.yellow)
        Text("晴天，25°") // 宽度在150到200之间
            .font(.title)
            .foregroundColor(.gray)
        Text("晴25") // 宽度在100到150之间
            .font(.title)
            .foregroundColor(.white)
    }
    .border(Color.green) // ViewThatFits所需的大小
    .frame(width:200)
    .border(Color.orange) // 父视图提议的大小
}
