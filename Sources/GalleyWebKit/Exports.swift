// WebKit as SwiftUI apps use it to show web pages: `import WebKit` in a
// preview's copied sources reads this module instead (a module named
// WebKit in the build would make `canImport(WebKit)` true for every
// package in it). UIKit comes with it, as with Apple's.
@_exported import UIKit
