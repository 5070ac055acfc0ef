/// Apple's frameworks that a preview's copied sources read from Galley's
/// stand-ins, each a module of another name: a module named like Apple's
/// in the build would make `canImport(SwiftData)` true for every package
/// built with Galley, which then expects all of Apple's.
///
/// In the copy, `import SwiftData` (also `@preconcurrency import`,
/// `import struct SwiftData.…`, a submodule as in `import os.log`) and a
/// qualified name such as `SwiftData.ModelContainer` or `os.Logger` name
/// the stand-in instead, on the same line; `canImport` of the Apple name
/// holds (``PreviewBuildConfiguration/importableModules``) and the preview
/// build depends on the stand-ins of the frameworks imported.
package enum AppleFrameworks {
    /// Apple's module → the stand-in the copy imports instead.
    package static let standIns: [String: String] = [
        "OSLog": "GalleyOSLog",
        "os": "GalleyOSLog",
        "SwiftData": "GalleySwiftData",
        "CoreData": "GalleyCoreData",
        "LocalAuthentication": "GalleyLocalAuthentication",
        "PhotosUI": "GalleyPhotosUI",
        "SafariServices": "GalleySafariServices",
        "WebKit": "GalleyWebKit",
        "UniformTypeIdentifiers": "GalleyUniformTypeIdentifiers",
        "UserNotifications": "GalleyUserNotifications",
        "AVFoundation": "GalleyAVFoundation",
        "CoreMedia": "GalleyAVFoundation",
        "AVKit": "GalleyAVKit",
        "WidgetKit": "GalleyWidgetKit",
    ]

    /// The modules whose qualified names are rewritten: not OSLog, which
    /// is also the name of a class in it (`OSLog.default`,
    /// `OSLog.Category`), and the class is what Swift finds first.
    package static let qualifiable: Set<String> = Set(standIns.keys).subtracting(["OSLog"])
}
