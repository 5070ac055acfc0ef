// Swift Testing declares a cross-import overlay for UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay`), which the compiler
// imports wherever Testing and a module named UIKit meet. Apple's overlay
// exists only beside Apple's UIKit; this empty module stands in for it,
// so a test file may import Testing beside Galley's UIKit (or SwiftUI,
// which brings it).
