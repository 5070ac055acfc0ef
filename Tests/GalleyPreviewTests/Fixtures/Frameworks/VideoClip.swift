import AVKit
import CoreMedia
import SwiftUI

// A clip as apps show one: a player that starts when the view appears.
struct ClipView: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/clip.m3u8")!)
    @State private var status = ""
    private let start = CMTime(seconds: 2, preferredTimescale: 600)

    var body: some View {
        VStack {
            VideoPlayer(player: player)
                .frame(height: 120)
            Text(status)
        }
        .onAppear {
            player.seek(to: start)
            player.play()
            status = "Waiting at \(Int(player.currentTime().seconds)) s"
        }
    }
}

#Preview("Clip") { ClipView() }
