import Foundation
import Testing
@testable import GalleyPreview
import TestFonts
import GalleyTestSupport

/// These build real SwiftUI source against the SwiftUI module (the first
/// run compiles Galley in the scratch package) and run the previews.
@Suite("Building and running previews", .serialized, .tags(.slow))
struct PreviewBuildTests {
    @Test("A folder compiles together; every active preview is drawn on the canvas its traits ask for")
    func cards() throws {
        let program = try PreviewFixtures.build("Cards")
        #expect(program.previews.count == 5)
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil })
        let names = PreviewNaming.names(for: outcomes).flatMap { $0 }
        #expect(names == ["Card-Fitted", "Card-1", "Card-2", "Card-Landscape", "Card-Named", "Card-Card_Previews"])
        let pictures = outcomes.flatMap(\.pictures)
        #expect(pictures.allSatisfy { $0.error == nil && $0.png != nil && $0.dump != nil })
        func size(_ index: Int) throws -> (width: Int, height: Int) {
            try PreviewFixtures.pixelSize(of: try #require(pictures[index].png))
        }
        // sizeThatFitsLayout: the canvas is the card, at the standard device's scale.
        let dump =
            try JSONSerialization.jsonObject(with: Data(contentsOf: try #require(pictures[0].dump))) as? [String: Any]
        let canvas = try #require(dump?["canvas"] as? [String: Double])
        let root = try #require(dump?["root"] as? [String: Any])
        #expect(root["type"] as? String == "background")
        // The dump rounds to hundredths (80.67 for 242 pixels at 3×): a tenth of a pixel is rounding.
        #expect(
            try size(0) == (
                Int((try #require(canvas["width"]) * 3 - 0.1).rounded(.up)),
                Int((try #require(canvas["height"]) * 3 - 0.1).rounded(.up))
            ))
        #expect(try #require(canvas["width"]) < 390)
        #expect(try String(contentsOf: try #require(pictures[0].dump), encoding: .utf8).contains("\"Galley\""))
        // The default: the standard device, portrait.
        #expect(try size(1) == (1170, 2532))
        #expect(try size(2) == (900, 600))
        #expect(try size(3) == (2532, 1170))
        #expect(try size(4) == (1170, 2532))
        // previewDevice("iPhone SE"): 375 × 667 at 2×.
        #expect(try size(5) == (750, 1334))
    }

    @Test(
        """
        A folder as iOS builds it: #if os(iOS) code and previews, UIKit and Combine stand-ins, a Foundation-only \
        model, a UIViewRepresentable placeholder
        """
    )
    func iOSFrameworks() throws {
        let program = try PreviewFixtures.build("Platforms")
        #expect(
            program.previews.map(\.title) == [
                "#Preview \"Hosted\"", "#Preview \"Badge\"", "#Preview \"Badge screen\"", "#Preview \"Phone\"",
            ])
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        func dump(_ title: String) throws -> String {
            let outcome = try #require(outcomes.first { $0.declaration.title == title })
            return try String(contentsOf: try #require(outcome.pictures.first?.dump), encoding: .utf8)
        }
        // Previews of UIKit code in a file importing only UIKit: the view's
        // and the controller's placeholders, at the fixed size and on the
        // device; a hosting controller's SwiftUI view.
        let badge = try dump("#Preview \"Badge\"")
        #expect(badge.contains("\"lines\": [\"BadgeView\"]"))
        #expect(try dump("#Preview \"Badge screen\"").contains("\"lines\": [\"BadgeViewController\"]"))
        #expect(try dump("#Preview \"Hosted\"").contains("\"lines\": [\"Hosted greeting\"]"))
        let dump = try dump("#Preview \"Phone\"")
        // UIScreen.main is the standard iPhone the fitted preview is drawn at.
        #expect(dump.contains("\"lines\": [\"Width 390\"]"))
        #expect(dump.contains("\"lines\": [\"Count 3\"]"))
        // Previews run in UTC, whatever this machine's zone.
        #expect(dump.contains("\"lines\": [\"Zone 0\"]"))
        // Locale.current, new formatters and formatted(_:) styles are en_US,
        // as on a new iOS Simulator; Linux's Foundation alone says en_001 ("US$12.50").
        #expect(dump.contains("\"lines\": [\"Locale en_US\"]"))
        // import OSLog and import struct os.… read Galley's stand-in.
        #expect(dump.contains("\"lines\": [\"Visits "))
        // Bundle.main holds the folder's resources, as the app would.
        #expect(dump.contains("\"lines\": [\"Bundled ahoy\"]"))
        #expect(dump.components(separatedBy: "\"lines\": [\"$12.50\"]").count == 3)
        #expect(dump.contains("\"lines\": [\"$3.50\"]"))
        #expect(dump.contains("\"lines\": [\"Sep 21, 2026\"]"))
        #expect(dump.contains("\"lines\": [\"9/21/2026, 2:13\u{202F}PM\"]"))
        #expect(dump.contains("\"lines\": [\"tea, milk, and sugar\"]"))
        #expect(dump.contains("\"lines\": [\"12 dollars\"]"))
        #expect(dump.contains("\"lines\": [\"Total $12\"]"))
        #expect(dump.contains("\"lines\": [\"MapView\"]"))
        // A coordinator with `@objc` target–actions and `#selector`, and the
        // app's delegate files beside the views, build; the editor is a placeholder.
        #expect(dump.contains("\"lines\": [\"NotesEditor\"]"))
        // @Entry declared the environment value with its default.
        #expect(dump.contains("\"lines\": [\"Accent Coral\"]"))
        // onAppear ran before the picture was drawn.
        #expect(dump.contains("\"lines\": [\"Greeting hello\"]"))
        // The iOS branch's padding: the card is 10 in from the canvas.
        #expect(dump.contains("\"type\": \"padding\""))
    }

    @Test(
        """
        Apple's frameworks in previews: a SwiftData to-do list shows the items its preview inserted and those \
        onAppear inserted, a LocalAuthentication lock screen draws locked, WebKit, SafariServices and PhotosUI \
        views draw, a UserNotifications reminder is scheduled, an AVKit video player draws black, a widget's view \
        previewed in its context and a #Preview(as:) widget are drawn at their family's size
        """
    )
    func appleFrameworks() throws {
        let program = try PreviewFixtures.build("Frameworks")
        #expect(
            program.previews.map(\.title) == [
                "#Preview \"Lock\"", "#Preview \"Reminders\"", "StepsWidget_Previews", "#Preview \"Steps medium\"",
                "#Preview \"Todos\"", "#Preview \"Seeded\"", "#Preview \"Search\"", "#Preview \"Clip\"",
                "#Preview \"Web\"",
            ])
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        func dump(_ title: String) throws -> String {
            let outcome = try #require(outcomes.first { $0.declaration.title == "#Preview \"\(title)\"" })
            return try String(contentsOf: try #require(outcome.pictures.first?.dump), encoding: .utf8)
        }
        // The items the preview inserted into its container, newest first
        // (@Query(sort: \.created, order: .reverse)); #Predicate counts the open ones.
        let todos = try dump("Todos")
        let rows = ["Water plants", "Call mum", "Buy milk"].compactMap {
            todos.range(of: "\"lines\": [\"\($0)\"]")?.lowerBound
        }
        #expect(rows.count == 3 && rows == rows.sorted())
        #expect(todos.contains("\"lines\": [\"Open 2\"]"))
        // A query made in init with #Predicate's localizedStandardContains: case ignored.
        let search = try dump("Search")
        #expect(search.contains("\"lines\": [\"Found Buy milk\"]") && !search.contains("Found Call mum"))
        // onAppear inserted into @Environment(\.modelContext), which @Query then read.
        let seeded = try dump("Seeded")
        #expect(seeded.contains("\"lines\": [\"Seeded 1\"]") && seeded.contains("\"lines\": [\"Plan trip\"]"))
        // No face is enrolled on the Simulator: the lock screen stays locked.
        let lock = try dump("Lock")
        #expect(lock.contains("\"lines\": [\"Locked\"]") && lock.contains("\"lines\": [\"Face ID not set up\"]"))
        // The calendar trigger's next date is at the hour asked.
        #expect(try dump("Reminders").contains("\"lines\": [\"Stretch at 9\"]"))
        // The player waits to play, where the seek put it: nothing loads.
        #expect(try dump("Clip").contains("\"lines\": [\"Waiting at 2 s\"]"))
        // A small widget: 158 points square, at the standard device's scale.
        let steps = try #require(outcomes.first { $0.declaration.title == "StepsWidget_Previews" })
        #expect(try PreviewFixtures.pixelSize(of: try #require(steps.pictures.first?.png)) == (474, 474))
        let stepsDump = try String(contentsOf: try #require(steps.pictures.first?.dump), encoding: .utf8)
        #expect(stepsDump.contains("\"lines\": [\"small\"]"))
        // #Preview(as:) draws the widget's view of its timeline's first entry at the family's size.
        let medium = try #require(outcomes.first { $0.declaration.title == "#Preview \"Steps medium\"" })
        #expect(try PreviewFixtures.pixelSize(of: try #require(medium.pictures.first?.png)) == (1014, 474))
        let mediumDump = try dump("Steps medium")
        #expect(mediumDump.contains("\"lines\": [\"321\"]") && mediumDump.contains("\"lines\": [\"larger\"]"))
        // Pickers draw their labels; representables are placeholders.
        let web = try dump("Web")
        for line in ["Choose photo", "Add photos", "WebView", "SafariView", "ImagePicker"] {
            #expect(web.contains("\"lines\": [\"\(line)\"]"), "\(line)")
        }
    }

    @Test(
        """
        Core Data in previews: the classes Xcode generates from the project's model, a hand-kept class whose \
        @NSManaged members are rewritten, the template's in-memory preview controller, @FetchRequest sorted by \
        key path and filtered by a format predicate, inverse relationships, defaults from the model, a view \
        given no context showing no objects, and a uniqueness constraint merged on save
        """
    )
    func coreData() throws {
        let program = try PreviewFixtures.build("CoreData")
        #expect(
            program.previews.map(\.title) == [
                "#Preview \"Books\"", "#Preview \"No context\"", "#Preview \"Author\"", "#Preview \"Shelves\"",
            ])
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        func lines(_ title: String) throws -> [String] {
            let outcome = try #require(outcomes.first { $0.declaration.title == "#Preview \"\(title)\"" })
            let dump = try String(contentsOf: try #require(outcome.pictures.first?.dump), encoding: .utf8)
            return dump.components(separatedBy: "\"lines\": [\"").dropFirst().compactMap {
                $0.components(separatedBy: "\"").first
            }
        }
        // Sorted by title; the model's defaults (rating 3, genre Fiction) where the preview set none;
        // one book rated 4 or more by Ann; three added from the second day on (`as CVarArg` compiles).
        #expect(
            try lines("Books") == [
                "4 books, 1 favourite, 3 recent", "Anathem", "5 Fiction", "Blindsight", "3 Fiction", "Cryptonomicon",
                "3 Fiction", "Dune", "3 Fiction",
            ])
        #expect(try lines("No context") == ["0 books, 0 favourite, 0 recent"])
        // Setting each book's author filled the author's books.
        #expect(try lines("Author") == ["Ann wrote 3", "Anathem", "Cryptonomicon", "Dune"])
        // The second "Kitchen" shelf merged into the first, which keeps its books.
        #expect(try lines("Shelves") == ["Kitchen: Cryptonomicon, Dune"])
    }

    @Test(
        """
        Views, apps and preview providers are main-actor types, as SwiftUI declares them: a @StateObject of a \
        @MainActor model in a view and in an app, a preview provider's static main-actor store and the models a \
        #Preview makes build and draw
        """
    )
    func mainActorModels() throws {
        let program = try PreviewFixtures.build("MainActor")
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.count == 2 && outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.map(\.failure))")
        func lines(_ title: String) throws -> [String] {
            let outcome = try #require(outcomes.first { $0.declaration.title == title })
            let dump = try String(contentsOf: try #require(outcome.pictures.first?.dump), encoding: .utf8)
            return dump.components(separatedBy: "\"lines\": [\"").dropFirst().compactMap {
                $0.components(separatedBy: "\"").first
            }
        }
        #expect(try lines("#Preview \"Made in the preview\"") == ["2 items", "Alpha", "Beta", "Kept"])
        #expect(try lines("StoreView_Previews") == ["1 items", "Gamma", "Kept"])
    }

    @Test("Options.systemFonts reaches the previews' process: their text is set in the folder's SF Pro, not Inter")
    func systemFonts() throws {
        let program = try PreviewFixtures.build("Cards")
        let fonts = try SystemFontsFixture.make()
        let folder = PreviewFixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: fonts)
        }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true, systemFonts: fonts.path))
        let dump = try String(contentsOf: try #require(outcomes.first?.pictures.first?.dump), encoding: .utf8)
        #expect(dump.contains("\"face\": \"SF Pro Text"))
        #expect(!dump.contains("\"face\": \"Inter"))
    }

    @Test(
        """
        Image(\"name\") comes from the asset catalogue next to the sources; a missing one is a placeholder with a \
        warning
        """
    )
    func assets() throws {
        let program = try PreviewFixtures.build("Assets")
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        let photo = try #require(outcomes.first?.pictures.first)
        // The PNG in Photo.imageset is 40 × 30 pixels at 1x: 40 × 30 points.
        #expect(try PreviewFixtures.pixelSize(of: try #require(photo.png)) == (120, 90))
        #expect(photo.warnings.isEmpty)
        let missing = try #require(outcomes.last?.pictures.first)
        #expect(missing.png != nil)
        #expect(missing.warnings.contains { $0.contains("no image named \"NotInTheCatalog\"") })
    }

    @Test(
        """
        A crash, a hang, a runaway allocation and an exit stop only their own previews, each with its reason; what \
        a preview prints is not a report; the others in the file are drawn
        """
    )
    func runaway() throws {
        let program = try PreviewFixtures.build("Runaway")
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(
            into: folder, options: PreviewProgram.Options(timeLimit: 5, memoryLimit: 512, jobs: 2))
        let titles = [
            "Fine 1", "Crash", "Fine 2", "Hang", "Fine 3", "Hog", "Fine 4", "Exit", "Chatty", "Fine 5", "Unwritten",
            "Out of range",
        ]
        #expect(outcomes.map(\.declaration.title) == titles.map { "#Preview \"\($0)\"" })
        func outcome(_ title: String) throws -> PreviewOutcome {
            try #require(outcomes.first { $0.declaration.title == "#Preview \"\(title)\"" })
        }
        let crash = try #require(try outcome("Crash").failure)
        #expect(crash.contains("crashed"))
        #expect(crash.contains("Runaway.swift:7: Fatal error: no values to show"))
        #expect(try outcome("Hang").failure == "did not finish within 5 s; stopped (raise the limit with --time-limit)")
        #expect(
            try outcome("Hog").failure
                == "used more than 512 MiB of memory; stopped (raise the limit with --memory-limit)")
        #expect(try outcome("Exit").failure == "exited before drawing all its pictures (does its code call exit?)")
        // A body that only stops compiles; a trap in the standard library names the user's line (issue 33, item 8).
        #expect(try outcome("Unwritten").failure?.contains("Runaway.swift:59: Fatal error: not written yet") == true)
        let trap = try #require(try outcome("Out of range").failure)
        #expect(
            trap.hasPrefix("crashed (signal 4):")
                && trap.contains("Fatal error: Index out of range\n    at ")
                && trap.hasSuffix("/Runaway.swift:66"))
        #expect(!(try outcome("Out of range").output.contains { $0.contains("<unavailable>") }))
        for title in ["Crash", "Hang", "Hog", "Exit", "Unwritten", "Out of range"] {
            #expect(try outcome(title).pictures.isEmpty)
        }
        for title in ["Fine 1", "Fine 2", "Fine 3", "Fine 4", "Fine 5", "Chatty"] {
            let drawn = try outcome(title)
            #expect(drawn.failure == nil, "\(title): \(drawn.failure ?? "")")
            #expect(
                drawn.pictures.count == 1
                    && drawn.pictures[0].png.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        }
    }

    @Test(
        """
        A file that does not compile is left out with the files that use its names, or fail without it; the rest are \
        drawn, and each file left out is named with why
        """
    )
    func partlyBroken() throws {
        let program = try PreviewFixtures.build("PartlyBroken")
        #expect(program.previews.map(\.title) == ["#Preview \"Summary\""])
        let problems = program.problems
        #expect(problems.count == 3, "\(problems)")
        let fixture = "Tests/GalleyPreviewTests/Fixtures/PartlyBroken/"
        #expect(
            problems.contains {
                $0.hasPrefix(fixture + "Chart.swift is not built: it does not compile:")
                    && $0.contains("Chart.swift:7:14: error: value of type 'Row' has no member 'geometryGroup'")
                    && $0.contains("7 |             .geometryGroup()")
            }, "\(problems)")
        // Found by the names the chart's file declares, before the next build.
        #expect(
            problems.contains(
                fixture + "Dashboard.swift is not built: it uses `TrendChart`, declared in " + fixture
                    + "Chart.swift, which is not built"), "\(problems)")
        // A member of an extension is not followed: the next build finds the file that used it.
        #expect(
            problems.contains {
                $0.hasPrefix(fixture + "Legend.swift is not built: it does not compile:")
                    && $0.contains("Legend.swift:6:46: error: type 'Color' has no member 'trendRed'")
            }, "\(problems)")
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.count == 1 && outcomes[0].failure == nil)
        let dump = try String(contentsOf: try #require(outcomes.first?.pictures.first?.dump), encoding: .utf8)
        #expect(dump.contains("\"lines\": [\"Revenue\"]") && dump.contains("\"lines\": [\"Costs\"]"))
    }

    @Test("An API the module lacks: the compiler's error at the user's file and line, naming the API")
    func unsupported() throws {
        #expect {
            _ = try PreviewFixtures.build("Unsupported")
        } throws: { error in
            guard case .compile(let message) = error as? PreviewError else { return false }
            return message.contains("Unsupported.swift:6:14: error: value of type 'Text' has no member 'geometryGroup'")
                && message.contains("6 |             .geometryGroup()")
                && message.contains("`geometryGroup` may not be in Galley's SwiftUI module yet")
        }
    }
}
