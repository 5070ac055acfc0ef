// AVKit as SwiftUI apps use it to show video: `import AVKit` in a
// preview's copied sources reads this module instead (a module named
// AVKit in the build would make `canImport(AVKit)` true for every package
// in it). AVFoundation comes with it, as with Apple's.
@_exported import GalleyAVFoundation
