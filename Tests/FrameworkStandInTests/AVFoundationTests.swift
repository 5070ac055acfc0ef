import Foundation
import GalleyAVKit
import SwiftUI
import Testing

/// A video card as apps write one: a player over a caption.
private struct VideoCard: View {
    let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)

    var body: some View {
        VStack(spacing: 0) {
            VideoPlayer(player: player) {
                Text("LIVE").foregroundStyle(.white)
            }
            .frame(width: 160, height: 90)
            Text("Caption")
        }
        .onAppear { player.play() }
    }
}

@Suite("AVFoundation and AVKit stand-ins")
struct AVFoundationTests {
    @Test(
        """
        CMTime: seconds from value and timescale, rounding to a preferred timescale, sums in a common timescale, \
        CoreMedia's order of invalid, infinite and indefinite times
        """
    )
    func times() {
        let half = CMTime(value: 1, timescale: 2)
        #expect(half.seconds == 0.5 && CMTimeGetSeconds(half) == 0.5)
        let third = CMTime(seconds: 1.0 / 3, preferredTimescale: 600)
        #expect(third.value == 200 && third.timescale == 600)
        let sum = half + CMTimeMake(value: 1, timescale: 3)
        #expect(sum.timescale == 6 && sum.value == 5)
        #expect(CMTime(value: 2, timescale: 4) == half && Set([half, CMTime(value: 3, timescale: 6)]).count == 1)
        #expect((half - CMTime(value: 3, timescale: 2)).seconds == -1)
        #expect(CMTimeMultiplyByFloat64(half, multiplier: 3).seconds == 1.5)
        #expect(CMTimeMultiply(half, multiplier: 4).seconds == 2)
        let ordered: [CMTime] = [.positiveInfinity, .indefinite, half, .zero, .negativeInfinity, .invalid]
        #expect(ordered.sorted() == [.invalid, .negativeInfinity, .zero, half, .indefinite, .positiveInfinity])
        #expect(CMTime.indefinite.seconds.isNaN && CMTime.positiveInfinity.seconds == .infinity)
        #expect((half + .positiveInfinity).isPositiveInfinity && !(half + .invalid).isValid)
        #expect(CMTime(value: 1, timescale: 0).isValid == false)
        let range = CMTimeRange(start: half, duration: CMTime(value: 1, timescale: 1))
        #expect(range.end.seconds == 1.5 && range.containsTime(.init(value: 1, timescale: 1)))
        #expect(!range.containsTime(range.end))
    }

    @Test(
        """
        A player keeps what code sets and loads nothing: play waits to play at rate 1, pause stops, seeks move the \
        item's time, the item's duration stays indefinite; a queue player plays its items in turn
        """
    )
    func players() async {
        let player = AVPlayer(url: URL(fileURLWithPath: "/clips/intro.mp4"))
        #expect(player.timeControlStatus == .paused && player.rate == 0)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .evaluatingBufferingRate)
        player.pause()
        #expect(player.timeControlStatus == .paused)
        #expect(await player.seek(to: CMTime(seconds: 12, preferredTimescale: 600)))
        #expect(player.currentTime().seconds == 12)
        // In an async function, as on iOS, `seek(to:)` is the async form.
        #expect(await player.seek(to: CMTime(seconds: -3, preferredTimescale: 1)))
        #expect(player.currentTime() == .zero)
        let item = player.currentItem
        #expect(item?.status == .unknown && item?.duration.isIndefinite == true)
        #expect((item?.asset as? AVURLAsset)?.url.lastPathComponent == "intro.mp4")
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { _ in }
        player.removeTimeObserver(token)
        #expect(AVPlayer().timeControlStatus == .paused)

        let first = AVPlayerItem(url: URL(fileURLWithPath: "/clips/1.mp4"))
        let second = AVPlayerItem(url: URL(fileURLWithPath: "/clips/2.mp4"))
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.currentItem === first && queue.items().count == 2)
        queue.advanceToNextItem()
        #expect(queue.currentItem === second && queue.items().count == 1)
        let looper = AVPlayerLooper(player: queue, templateItem: first)
        #expect(queue.items().count == 2 && looper.loopCount == 0)
        queue.removeAllItems()
        #expect(queue.currentItem == nil && queue.items().isEmpty)
        #expect(Notification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
    }

    @Test(
        """
        The audio session keeps its category; an audio player needs a file it can read; the camera is not \
        determined until asked, then denied
        """
    )
    func sessionPlayerAndCamera() async throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .moviePlayback)
        #expect(session.categoryOptions == .mixWithOthers)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent.mp3")) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("galley-sound-\(UUID()).caf")
        try Data([1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sound = try AVAudioPlayer(contentsOf: file)
        #expect(sound.play() && sound.isPlaying)
        sound.stop()
        #expect(!sound.isPlaying && sound.currentTime == 0)

        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
        #expect(AVCaptureDevice.default(for: .video) == nil)
    }

    @Test("VideoPlayer draws black in the frame it is given, with its overlay on top, as a video not yet loaded")
    @MainActor
    func videoPlayerDraws() throws {
        #expect(try Render.layout(VideoCard(), width: 200, height: 140).root.texts == ["LIVE", "Caption"])
        // The card at the top left: the player in x 0..<160, y 0..<90, the caption below.
        let pixels = try Render.pixels(VideoCard(), width: 200, height: 140)
        var black = 0
        for y in 0..<90 {
            for x in 0..<pixels.width where pixels.isColor(x, y, 0x000000) { black += 1 }
        }
        // 160 × 90 of black, less the white letters of LIVE.
        #expect(black > 160 * 90 - 400 && black < 160 * 90)
        #expect(pixels.isColor(159, 45, 0x000000) && pixels.isColor(161, 45, 0xFFFFFF))
        #expect(pixels.isColor(5, 89, 0x000000) && pixels.isColor(5, 91, 0xFFFFFF))
    }
}
