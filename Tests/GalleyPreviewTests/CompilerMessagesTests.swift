import Foundation
import Testing
@testable import GalleyPreview

@Suite("Compiler messages")
struct CompilerMessagesTests {
    @Test(
        """
        Galley's package-level names never show in an error: 'is inaccessible due to package protection' reads as \
        a name the module lacks
        """
    )
    func accessLevelsHidden() throws {
        var map = SourceMap()
        map.add(
            copy: URL(fileURLWithPath: "/build/Previews_1/000_View.swift"), module: "Previews_1",
            of: URL(fileURLWithPath: "/src/View.swift"))
        var messages = CompilerMessages(sources: map)
        for line in [
            """
            /build/Previews_1/000_View.swift:4:24: error: 'systemGray' is inaccessible due to 'package' protection \
            level
            """,
            " 4 |         Color.systemGray",
            "   |               `- error: 'systemGray' is inaccessible due to 'package' protection level",
            "/galley/Sources/Galley/Drawing/Color.swift:9:20: note: 'systemGray' declared here",
        ] { messages.read(line) }
        let read = messages.message()
        let message = try #require(read)
        #expect(!message.contains("package") && !message.contains("inaccessible"))
        #expect(message.contains("/src/View.swift:4:24: error: cannot find 'systemGray' in Galley's SwiftUI module"))
        #expect(message.contains("`- error: cannot find 'systemGray' in Galley's SwiftUI module"))
        #expect(message.contains("`systemGray` may not be in Galley's SwiftUI module yet"))
    }

    @Test("The name the build gives the folder's module never shows: a type of it reads by its own name")
    func previewModuleHidden() throws {
        var map = SourceMap()
        map.add(
            copy: URL(fileURLWithPath: "/build/Previews_0123456789ab/000_Settings.swift"),
            module: "Previews_0123456789ab", of: URL(fileURLWithPath: "/src/Settings.swift"))
        var messages = CompilerMessages(sources: map)
        messages.read(
            """
            /build/Previews_0123456789ab/000_Settings.swift:14:31: error: 'ViewModel' is not a member type of struct \
            'Previews_0123456789ab.SettingsView'
            """)
        let read = messages.message()
        let message = try #require(read)
        #expect(message.hasSuffix("error: 'ViewModel' is not a member type of struct 'SettingsView'"), "\(message)")
    }
}
