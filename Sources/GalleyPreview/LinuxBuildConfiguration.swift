import SwiftIfConfig
import SwiftSyntax

/// The `#if` conditions as the preview build sees them: Linux on x86-64 or
/// arm64, a debug build (`DEBUG` set, as Xcode previews have it), Swift 6.3
/// in Swift 5 mode, and `SwiftUI` importable (Galley's) where UIKit and
/// AppKit are not.
struct LinuxBuildConfiguration: BuildConfiguration {
    /// The modules `canImport` finds.
    static let importableModules: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Observation",
        "Dispatch", "Glibc", "_Concurrency", "Synchronization", "RegexBuilder",
    ]

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.importableModules.contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool { name == "Linux" }
    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
        name == "arm64"
        #else
        name == "x86_64"
        #endif
    }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "gnu" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
