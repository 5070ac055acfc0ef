// WidgetKit as SwiftUI apps use it: `import WidgetKit` in a preview's
// copied sources reads this module instead (a module named WidgetKit in
// the build would make `canImport(WidgetKit)` true for every package in
// it). SwiftUI comes with it, as with Apple's.
@_exported import SwiftUI
