import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

// What the copy a preview is built from imports: Galley's stand-ins, on the lines the file had.
extension SourceScanTests {
    @Test(
        """
        A file importing only Foundation (or a framework that brings it) sees Combine and Observation, as on \
        Apple's platforms, on the same line
        """
    )
    func foundationBringsCombine() {
        let copy = scan("import Foundation\nfinal class Model: ObservableObject { @Published var x = 0 }\n").rewritten(
            fileIndex: 0
        ).text
        #expect(copy.hasPrefix("import Foundation; import Combine; import Observation\nfinal class Model"))
        let withSwiftUI = scan("import Foundation\nimport SwiftUI\n").rewritten(fileIndex: 0).text
        #expect(!withSwiftUI.contains("Combine") && !withSwiftUI.contains("Observation"))
        let withCombine = scan("import Foundation\nimport Combine\n@Observable final class Model {}\n").rewritten(
            fileIndex: 0
        ).text
        #expect(withCombine.hasPrefix("import Foundation; import Observation\nimport Combine\n"))
        // A framework that brings Foundation brings them too (GiftTrack's location manager).
        let location = scan("import CoreLocation\nclass L: NSObject, ObservableObject {}\n").rewritten(
            fileIndex: 0
        ).text
        #expect(location.hasPrefix("import CoreLocation; import Combine; import Observation\nclass L"))
    }

    @Test(
        """
        A file naming URLSession or URLRequest imports FoundationNetworking, on its first import's line; other \
        files, and files importing it, are left alone
        """
    )
    func networkingOnlyWhereUsed() {
        let session = scan("import SwiftUI\nimport Foundation\nlet shared = URLSession.shared\n").rewritten(
            fileIndex: 0
        ).text
        #expect(session.hasPrefix("import SwiftUI; import FoundationNetworking\nimport Foundation\nlet shared"))
        let configuration = scan("import Foundation\nlet c: URLSessionConfiguration = .default\n").rewritten(
            fileIndex: 0
        ).text
        #expect(configuration.contains("import FoundationNetworking"))
        let request = scan("import SwiftUI\nfunc load(_ r: HTTPURLResponse) {}\n").rewritten(fileIndex: 0).text
        #expect(request.hasPrefix("import SwiftUI; import FoundationNetworking\n"))
        #expect(
            !scan("import SwiftUI\nlet url = URL(string: \"https://example.com\")\n").rewritten(fileIndex: 0).text
                .contains("Networking"))
        let already = scan("import Foundation\nimport FoundationNetworking\nlet s = URLSession.shared\n").rewritten(
            fileIndex: 0
        ).text
        #expect(already.components(separatedBy: "FoundationNetworking").count == 2)
    }

    @Test(
        """
        A UIKit file's #Preview brings SwiftUI, after its first active import on the same line; a file without \
        previews, or importing SwiftUI, is left alone
        """
    )
    func uikitPreviewImportsSwiftUI() {
        let copy = scan(
            """
            #if canImport(AppKit)
            import AppKit
            #else
            import UIKit
            #endif
            final class V: UIView {}
            #Preview { V(frame: .zero) }
            """
        ).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(copy[3] == "import UIKit; import SwiftUI")
        #expect(copy[6].hasPrefix("@MainActor func __galleyPreview_0_0() -> SwiftUI.Preview"))
        #expect(!scan("import UIKit\nfinal class V: UIView {}\n").rewritten(fileIndex: 0).text.contains("SwiftUI"))
        let swiftUI = scan("import SwiftUI\nimport UIKit\n#Preview { Text(\"a\") }\n").rewritten(fileIndex: 0).text
        #expect(swiftUI.hasPrefix("import SwiftUI\nimport UIKit\n@MainActor"))
    }

    @Test(
        """
        The copy pins the current locale to en_US: Locale.current, new formatters and formatted styles, each on \
        its own line; optional-chained formatted() and inactive code are left as written
        """
    )
    func localePinned() {
        let text = """
            import SwiftUI
            let a = Locale.current.identifier
            let b = Foundation.Locale.autoupdatingCurrent
            let c = NumberFormatter()
            let d = price.formatted(.currency(code: "USD"))
            let e = date.formatted(date: .abbreviated, time: .omitted)
            let f = date.formatted()
            let g = Text(x).environment(\\.locale, .current)
            formatter.locale = .current
            let h = Date.FormatStyle(locale: .autoupdatingCurrent)
            let i = Locale.preferredLanguages
            #if os(macOS)
            let j = Locale.current
            #endif
            let k = DateFormatter { }
            let l = item.date?.formatted()
            let m = Date.now
                .formatted()
            let n = super.formatted() + .now.formatted()
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let pinned = "Locale(identifier: \"en_US\")"
        #expect(copy[1] == "let a = \(pinned).identifier")
        #expect(copy[2] == "let b = \(pinned)")
        #expect(copy[3] == "let c = GalleyFoundation.PreviewLocale.formatter(NumberFormatter())")
        #expect(
            copy[4] == "let d = price.formatted(GalleyFoundation.PreviewLocale.formatting(.currency(code: \"USD\")))")
        #expect(
            copy[5] == "let e = date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: \(pinned)))"
        )
        #expect(copy[6] == "let f = GalleyFoundation.PreviewLocale.formatted(date, else: { $0.formatted() })")
        #expect(copy[7] == "let g = Text(x).environment(\\.locale, \(pinned))")
        #expect(copy[8] == "formatter.locale = \(pinned)")
        #expect(copy[9] == "let h = Date.FormatStyle(locale: \(pinned))")
        #expect(copy[10] == "let i = [\"en-US\"]")
        #expect(!copy.joined().contains("let j"))
        #expect(copy[14] == "let k = DateFormatter { }")
        #expect(copy[15] == "let l = item.date?.formatted()")
        #expect(copy[16] == "let m = GalleyFoundation.PreviewLocale.formatted(Date.now, else: { $0.formatted() })")
        #expect(copy[17] == "")
        #expect(copy[18] == "let n = super.formatted() + .now.formatted()")
        // Without Foundation in sight the support module is not named.
        let bare = scan("let c = NumberFormatter()\nlet a = Locale.current\n").rewritten(fileIndex: 0).text
        #expect(bare == "let c = NumberFormatter()\nlet a = \(pinned)\n")
    }

    @Test(
        "import OSLog, import os.log and import struct os.… read GalleyOSLog, on the same line; canImport(OSLog) holds")
    func appleLogging() {
        let text =
            """
            #if canImport(OSLog)\nimport OSLog\n#endif\nimport os.log\nimport struct \
            os.OSAllocatedUnfairLock\n@preconcurrency import os\n
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(copy[1] == "import GalleyOSLog")
        #expect(copy[3] == "import GalleyOSLog")
        #expect(copy[4] == "import struct GalleyOSLog.OSAllocatedUnfairLock")
        #expect(copy[5] == "@preconcurrency import GalleyOSLog")
    }

    @Test(
        """
        Every Apple framework in the stand-in table is imported from its Galley module, on the same line, and \
        canImport of the Apple name holds
        """
    )
    func appleFrameworkImports() {
        let text = """
            #if canImport(SwiftData)
            import SwiftData
            #endif
            import LocalAuthentication
            #if canImport(PhotosUI) && canImport(WebKit)
            import PhotosUI
            @preconcurrency import WebKit
            #else
            import AppKit
            #endif
            import class SafariServices.SFSafariViewController
            import SafariServices
            import struct UniformTypeIdentifiers.UTType
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(copy[1] == "import GalleySwiftData")
        #expect(copy[3] == "import GalleyLocalAuthentication")
        #expect(copy[5] == "import GalleyPhotosUI")
        #expect(copy[6] == "@preconcurrency import GalleyWebKit")
        #expect(copy[8].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(copy[10] == "import class GalleySafariServices.SFSafariViewController")
        #expect(copy[11] == "import GalleySafariServices")
        #expect(copy[12] == "import struct GalleyUniformTypeIdentifiers.UTType")
        #expect(copy.count == 14)
        // The build depends on the stand-ins imported, besides SwiftUI; not on Charts, MapKit or GalleyOSLog.
        #expect(
            PreviewSources.galleyProducts(importedBy: [scan(text)]) == [
                "GalleyLocalAuthentication", "GalleyPhotosUI", "GalleySafariServices", "GalleySwiftData",
                "GalleyUniformTypeIdentifiers", "GalleyWebKit", "SwiftUI",
            ])
        #expect(
            PreviewSources.galleyProducts(importedBy: [scan("import SwiftUI\nimport CoreLocation\nimport os\n")]) == [
                "GalleyOSLog", "MapKit", "SwiftUI",
            ])
    }

    @Test(
        """
        Qualified names of imported Apple frameworks name the stand-in (os.Logger too); not where the file \
        declares the name, not for frameworks it does not import
        """
    )
    func qualifiedFrameworkNames() {
        let text = """
            import os
            import SwiftData
            let logger = os.Logger(subsystem: "a", category: "b")
            var container: SwiftData.ModelContainer? = try? SwiftData.ModelContainer(for: Item.self)
            func make() -> [SwiftData.PersistentIdentifier] { [] }
            let web = WebKit.WKWebView()
            """
        let copy = scan(text).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(copy[2] == "let logger = GalleyOSLog.Logger(subsystem: \"a\", category: \"b\")")
        #expect(
            copy[3]
                == """
                var container: GalleySwiftData.ModelContainer? = try? GalleySwiftData.ModelContainer(for: Item.self)
                """
        )
        #expect(copy[4] == "func make() -> [GalleySwiftData.PersistentIdentifier] { [] }")
        #expect(copy[5] == "let web = WebKit.WKWebView()")
        // OSLog is also a class of that module, which Swift finds first: its members stay.
        let logging = "import OSLog\nlet log = OSLog.default\nlet category: OSLog.Category = .pointsOfInterest\n"
        #expect(
            scan(logging).rewritten(fileIndex: 0).text
                == "import GalleyOSLog\nlet log = OSLog.default\nlet category: OSLog.Category = .pointsOfInterest\n")
        // A variable named os: its members are the variable's.
        let shadowed = "import os\nlet os = Settings()\nlet name = os.name\nfunc f(os: Settings) { _ = os.name }\n"
        let kept = scan(shadowed).rewritten(fileIndex: 0).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(kept[0] == "import GalleyOSLog")
        #expect(kept[2] == "let name = os.name")
        #expect(kept[3] == "func f(os: Settings) { _ = os.name }")
    }
}
