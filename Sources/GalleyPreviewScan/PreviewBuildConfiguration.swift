/// Which platform's `#if` conditions a preview's sources are read with.
public enum PreviewConditions: String, Sendable, Codable, CaseIterable {
    /// iOS on the Simulator, as Xcode's canvas builds previews: `os(iOS)`,
    /// `canImport(UIKit)` and `targetEnvironment(simulator)` hold, and
    /// `os(macOS)`, `canImport(AppKit)` do not. The sources are copied with
    /// every `#if` settled so, keeping their line numbers.
    case iOS = "ios"
    /// Linux's own, as the Swift compiler here sees them.
    case linux
}

/// The `#if` conditions as the preview build sees them: iOS on the
/// Simulator (or Linux) on x86-64 or arm64, a debug build (`DEBUG` set, as
/// Xcode previews have it), Swift 6.3 in Swift 5 mode, and the modules
/// Galley provides importable (its SwiftUI, UIKit, Combine and
/// CoreGraphics stand-ins, whichever conditions are read). The scanner
/// answers swift-syntax's questions from it.
package struct PreviewBuildConfiguration: Sendable, Hashable, Codable {
    package var conditions: PreviewConditions
    /// Set besides `DEBUG`: a package target's `-D` names.
    package var defines: Set<String> = []
    /// Importable besides Galley's: the package's own modules.
    package var modules: Set<String> = []

    package init(_ conditions: PreviewConditions, defines: Set<String> = [], modules: Set<String> = []) {
        self.conditions = conditions
        self.defines = defines
        self.modules = modules
    }

    /// The modules `canImport` finds: Galley's, and the Apple frameworks
    /// whose imports the copied sources read from Galley's stand-ins.
    package static let importableModules = Set([
        "Swift", "SwiftUI", "UIKit", "Combine", "CoreGraphics", "Charts", "MapKit", "CoreLocation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "Observation", "Dispatch", "_Concurrency", "Synchronization", "RegexBuilder",
    ]).union(AppleFrameworks.standIns.keys)

    /// SwiftPM's name for the platform whose conditions these are.
    package var platformName: String { conditions == .iOS ? "ios" : "linux" }
}
