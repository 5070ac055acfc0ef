// LocalAuthentication as SwiftUI apps use it for Face ID and Touch ID:
// `import LocalAuthentication` in a preview's copied sources reads this
// module instead (a module named LocalAuthentication in the build would
// make `canImport(LocalAuthentication)` true for every package in it).
// Foundation comes with it, as with Apple's.
@_exported import GalleyFoundation
