// UserNotifications as SwiftUI apps use it for reminders: `import
// UserNotifications` in a preview's copied sources reads this module
// instead (a module named UserNotifications in the build would make
// `canImport(UserNotifications)` true for every package in it).
// Foundation comes with it, as with Apple's.
@_exported import GalleyFoundation
