// AVFoundation (with CoreMedia's times) as SwiftUI apps use it to play
// video and sound: `import AVFoundation` and `import CoreMedia` in a
// preview's copied sources read this module instead (a module named
// AVFoundation in the build would make `canImport(AVFoundation)` true for
// every package in it). Foundation comes with it, as with Apple's.
@_exported import GalleyFoundation
