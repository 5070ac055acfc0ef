import Foundation
import SwiftUI
import Testing

@Suite("Foundation gaps")
struct FoundationGapTests {
    @Test("ListFormatter joins with the serial comma, as en_US does")
    func lists() {
        #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
        #expect(ListFormatter.localizedString(byJoining: ["a", "b"]) == "a and b")
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter().string(from: ["x"]) == "x")
    }

    @Test("DateComponentsFormatter() compiles in a file importing SwiftUI and writes durations as iOS does in en_US")
    func durations() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        #expect(formatter.string(from: 65) == "1:05")
        #expect(formatter.string(from: 5) == "0:05")
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3_723) == "1:02:03")
        #expect(formatter.string(from: 65) == "1:05")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_605) == "1h 5s")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3_660) == "1 hour, 1 minute")
        #expect(formatter.string(from: 7_200) == "2 hours")
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3_723) == "1 hr")
        formatter.unitsStyle = .spellOut
        #expect(formatter.string(from: 120) == "two minutes")
        #expect(formatter.string(from: .infinity) == nil)
        #expect(
            formatter.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 180))
                == "three minutes")
    }

    @Test("RelativeDateTimeFormatter writes a date relative to another in en_US: numeric, named and short")
    func relativeDates() {
        let formatter = RelativeDateTimeFormatter()
        let reference = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2 hours ago"
        )
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference)
                == "in 3 days")
        formatter.dateTimeStyle = .named
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-14 * 86_400), relativeTo: reference)
                == "2 wk. ago")
    }

    @Test("MeasurementFormatter() compiles in a file importing SwiftUI and writes iOS's en_US medium style")
    func measurements() {
        let formatter = MeasurementFormatter()
        #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
        #expect(formatter.string(from: Measurement(value: 1_234.5, unit: UnitMass.kilograms)) == "1,234.5 kg")
        #expect(formatter.string(from: Measurement(value: 21, unit: UnitTemperature.celsius)) == "21°C")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 2, unit: UnitLength.miles)) == "2 miles")
    }

    @Test("URLRequest, URLSession and URLResponse are visible without importing FoundationNetworking")
    func networking() throws {
        let url = try #require(URL(string: "https://example.com"))
        let request = URLRequest(url: url)
        #expect(request.url == url)
        let response = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        #expect(response.url == url)
        _ = URLSession.self
    }

    private struct Name: Sendable { let text: String }

    @Test(
        """
        SortDescriptor(_:comparator: .localizedStandard) compiles and sorts as .lexical (Linux's Foundation has no \
        locale-aware comparator)
        """
    )
    func localizedStandard() {
        let names = [Name(text: "beta"), Name(text: "Alpha"), Name(text: "alpha")]
        let sorted = names.sorted(using: SortDescriptor(\Name.text, comparator: .localizedStandard))
        #expect(sorted.map(\.text) == ["Alpha", "alpha", "beta"])
        #expect(
            names.sorted(using: SortDescriptor(\Name.text, comparator: .localized, order: .reverse)).map(\.text) == [
                "beta", "alpha", "Alpha",
            ])
    }

    @Test(
        """
        #Predicate with localizedStandardContains compiles and matches ignoring case and diacritics, as a search \
        filter does
        """
    )
    func localizedStandardContainsPredicate() throws {
        let names = [Name(text: "Crème brûlée"), Name(text: "Tea"), Name(text: "CREME caramel")]
        let search = "creme"
        let predicate = #Predicate<Name> { $0.text.localizedStandardContains(search) }
        #expect(try names.filter { try predicate.evaluate($0) }.map(\.text) == ["Crème brûlée", "CREME caramel"])
        let empty = #Predicate<Name> { $0.text.localizedStandardContains("") }
        #expect(try names.filter { try empty.evaluate($0) }.isEmpty)
    }

    @Test("NSErrorPointer takes &error, as Objective-C style APIs are called")
    func errorPointer() {
        func fail(_ error: NSErrorPointer) -> Bool {
            error?.pointee = NSError(domain: "d", code: 7)
            return false
        }
        var error: NSError?
        #expect(!fail(&error) && error?.code == 7)
        #expect(!fail(nil))
    }

    @Test("An app group's container is a folder of its own, made when asked; a name that climbs out has none")
    func groupContainers() throws {
        let url = try #require(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.galley.test"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(url.path.hasSuffix("Library/Group Containers/group.galley.test"))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "..") == nil)
        #expect(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "a/../b")?.lastPathComponent
                == "a_.._b")
    }

    @Test("Target-selector timers compile and fire nothing: a selector is never called on Linux")
    func selectorTimers() {
        final class Clock { var ticks = 0 }
        let clock = Clock()
        let timer = Timer(
            timeInterval: 60, target: clock, selector: Selector("Clock.tick"), userInfo: nil, repeats: true)
        #expect(timer.timeInterval == 60 && timer.isValid)
        timer.fire()
        #expect(clock.ticks == 0)
        let later = Timer(
            fireAt: Date(timeIntervalSinceReferenceDate: 0), interval: 5, target: clock, selector: "tick",
            userInfo: nil,
            repeats: false)
        #expect(later.fireDate == Date(timeIntervalSinceReferenceDate: 0))
        timer.invalidate()
    }
}
