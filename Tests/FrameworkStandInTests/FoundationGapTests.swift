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
}
