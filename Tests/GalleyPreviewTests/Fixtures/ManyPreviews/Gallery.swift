import SwiftUI

// More previews than one compiler is given at once (SourceScan.previewsPerPart):
// they compile in parts, and still see what this file keeps private.

private struct Swatch: View {
    var name: String

    var body: some View {
        Text(name).padding()
    }
}

fileprivate extension Swatch {
    static let sample = Swatch(name: "Sample")
}

private let greeting = "Hello"

#Preview("1") { Swatch(name: "\(greeting) 1") }
#Preview("2") { Swatch(name: "\(greeting) 2") }
#Preview("3") { Swatch(name: "\(greeting) 3") }
#Preview("4") { Swatch(name: "\(greeting) 4") }
#Preview("5") { Swatch(name: "\(greeting) 5") }
#Preview("6") { Swatch(name: "\(greeting) 6") }
#Preview("7") { Swatch(name: "\(greeting) 7") }
#Preview("8") { Swatch(name: "\(greeting) 8") }
#Preview("9") { Swatch(name: "\(greeting) 9") }
#Preview("10") { Swatch(name: "\(greeting) 10") }
#Preview("11") { Swatch(name: "\(greeting) 11") }
#Preview("12") { Swatch(name: "\(greeting) 12") }
#Preview("13") { Swatch(name: "\(greeting) 13") }
#Preview("14") { Swatch(name: "\(greeting) 14") }
#Preview("15") { Swatch(name: "\(greeting) 15") }
#Preview("16") { Swatch(name: "\(greeting) 16") }
#Preview("17") { Swatch(name: "\(greeting) 17") }
#Preview("18") { Swatch(name: "\(greeting) 18") }
#Preview("19") { Swatch(name: "\(greeting) 19") }
#Preview("20") { Swatch(name: "\(greeting) 20") }
#Preview("21") { Swatch(name: "\(greeting) 21") }
#Preview("22") { Swatch(name: "\(greeting) 22") }
#Preview("23") { Swatch(name: "\(greeting) 23") }
#Preview("24") { Swatch(name: "\(greeting) 24") }
#Preview("25") { Swatch(name: "\(greeting) 25") }
#Preview("26") { Swatch(name: "\(greeting) 26") }
#Preview("27") { Swatch(name: "\(greeting) 27") }
#Preview("28") { Swatch(name: "\(greeting) 28") }
#Preview("29") { Swatch(name: "\(greeting) 29") }
#Preview("30") { Swatch(name: "\(greeting) 30") }
#Preview("31") { Swatch(name: "\(greeting) 31") }
#Preview("32") { Swatch(name: "\(greeting) 32") }
#Preview("33") { Swatch(name: "\(greeting) 33") }
#Preview("34") { Swatch(name: "\(greeting) 34") }
#Preview("35") { Swatch(name: "\(greeting) 35") }
#Preview("36") { Swatch(name: "\(greeting) 36") }
#Preview("37") { Swatch(name: "\(greeting) 37") }
#Preview("38") { Swatch(name: "\(greeting) 38") }
#Preview("39") { Swatch(name: "\(greeting) 39") }
#Preview("40") { Swatch(name: "\(greeting) 40") }
#Preview("41") { Swatch(name: "\(greeting) 41") }
#Preview("42") { Swatch(name: "\(greeting) 42") }
#Preview("43") { Swatch(name: "\(greeting) 43") }
#Preview("44") { Swatch(name: "\(greeting) 44") }
#Preview("45") { Swatch(name: "\(greeting) 45") }
#Preview("46") { Swatch(name: "\(greeting) 46") }
#Preview("47") { Swatch(name: "\(greeting) 47") }
#Preview("48") { Swatch(name: "\(greeting) 48") }
#Preview("49") { Swatch(name: "\(greeting) 49") }
#Preview("50") { Swatch(name: "\(greeting) 50") }
#Preview("51") { Swatch(name: "\(greeting) 51") }
#Preview("52") { Swatch(name: "\(greeting) 52") }
#Preview("53") { Swatch(name: "\(greeting) 53") }
#Preview("54") { Swatch(name: "\(greeting) 54") }
#Preview("55") { Swatch(name: "\(greeting) 55") }
#Preview("56") { Swatch(name: "\(greeting) 56") }
#Preview("57") { Swatch(name: "\(greeting) 57") }
#Preview("58") { Swatch(name: "\(greeting) 58") }
#Preview("59") { Swatch(name: "\(greeting) 59") }
#Preview("60") { Swatch(name: "\(greeting) 60") }
#Preview("61") { Swatch(name: "\(greeting) 61") }
#Preview("62") { Swatch(name: "\(greeting) 62") }
#Preview("63") { Swatch(name: "\(greeting) 63") }
#Preview("64") { Swatch(name: "\(greeting) 64") }
#Preview("65") { Swatch(name: "\(greeting) 65") }
#Preview("66") { Swatch(name: "\(greeting) 66") }
#Preview("67") { Swatch(name: "\(greeting) 67") }
#Preview("68") { Swatch(name: "\(greeting) 68") }
#Preview("69") { Swatch(name: "\(greeting) 69") }
#Preview("70") { Swatch(name: "\(greeting) 70") }
#Preview("71") { Swatch(name: "\(greeting) 71") }
#Preview("72") { Swatch(name: "\(greeting) 72") }
#Preview("73") { Swatch(name: "\(greeting) 73") }
#Preview("74") { Swatch(name: "\(greeting) 74") }
#Preview("75") { Swatch(name: "\(greeting) 75") }
#Preview("76") { Swatch(name: "\(greeting) 76") }
#Preview("77") { Swatch(name: "\(greeting) 77") }
#Preview("78") { Swatch(name: "\(greeting) 78") }
#Preview("79") { Swatch(name: "\(greeting) 79") }
#Preview("80") { Swatch(name: "\(greeting) 80") }
#Preview("81") { Swatch(name: "\(greeting) 81") }
#Preview("82") { Swatch(name: "\(greeting) 82") }
#Preview("83") { Swatch(name: "\(greeting) 83") }
#Preview("84") { Swatch(name: "\(greeting) 84") }
#Preview("85") { Swatch(name: "\(greeting) 85") }
#Preview("86") { Swatch(name: "\(greeting) 86") }
#Preview("87") { Swatch(name: "\(greeting) 87") }
#Preview("88") { Swatch(name: "\(greeting) 88") }
#Preview("89") { Swatch(name: "\(greeting) 89") }
#Preview("90") { Swatch(name: "\(greeting) 90") }
#Preview("91") { Swatch(name: "\(greeting) 91") }
#Preview("92") { Swatch(name: "\(greeting) 92") }
#Preview("93") { Swatch(name: "\(greeting) 93") }
#Preview("94") { Swatch(name: "\(greeting) 94") }
#Preview("95") { Swatch(name: "\(greeting) 95") }
#Preview("96") { Swatch(name: "\(greeting) 96") }
#Preview("97") { Swatch(name: "\(greeting) 97") }
#Preview("98") { Swatch(name: "\(greeting) 98") }
#Preview("99") { Swatch(name: "\(greeting) 99") }
#Preview("100") { Swatch(name: "\(greeting) 100") }
#Preview("101") { Swatch(name: "\(greeting) 101") }
#Preview("102") { Swatch(name: "\(greeting) 102") }
#Preview("103") { Swatch(name: "\(greeting) 103") }
#Preview("104") { Swatch(name: "\(greeting) 104") }
#Preview("105") { Swatch(name: "\(greeting) 105") }
#Preview("106") { Swatch(name: "\(greeting) 106") }
#Preview("107") { Swatch(name: "\(greeting) 107") }
#Preview("108") { Swatch(name: "\(greeting) 108") }
#Preview("109") { Swatch(name: "\(greeting) 109") }
#Preview("110") { Swatch(name: "\(greeting) 110") }
#Preview("111") { Swatch(name: "\(greeting) 111") }
#Preview("112") { Swatch(name: "\(greeting) 112") }
#Preview("113") { Swatch(name: "\(greeting) 113") }
#Preview("114") { Swatch(name: "\(greeting) 114") }
#Preview("115") { Swatch(name: "\(greeting) 115") }
#Preview("116") { Swatch(name: "\(greeting) 116") }
#Preview("117") { Swatch(name: "\(greeting) 117") }
#Preview("118") { Swatch(name: "\(greeting) 118") }
#Preview("119") { Swatch(name: "\(greeting) 119") }
#Preview("120") { Swatch(name: "\(greeting) 120") }
#Preview("121") { Swatch(name: "\(greeting) 121") }
#Preview("122") { Swatch(name: "\(greeting) 122") }
#Preview("123") { Swatch(name: "\(greeting) 123") }
#Preview("124") { Swatch(name: "\(greeting) 124") }
#Preview("125") { Swatch(name: "\(greeting) 125") }
#Preview("126") { Swatch(name: "\(greeting) 126") }
#Preview("127") { Swatch(name: "\(greeting) 127") }
#Preview("128") { Swatch(name: "\(greeting) 128") }
#Preview("129") { Swatch(name: "\(greeting) 129") }
#Preview("130") { Swatch(name: "\(greeting) 130") }
#Preview("131") { Swatch(name: "\(greeting) 131") }
#Preview("132") { Swatch(name: "\(greeting) 132") }
#Preview("133") { Swatch(name: "\(greeting) 133") }
#Preview("134") { Swatch(name: "\(greeting) 134") }
#Preview("135") { Swatch(name: "\(greeting) 135") }
#Preview("136") { Swatch(name: "\(greeting) 136") }
#Preview("137") { Swatch(name: "\(greeting) 137") }
#Preview("138") { Swatch(name: "\(greeting) 138") }
#Preview("139") { Swatch(name: "\(greeting) 139") }
#Preview("140") { Swatch(name: "\(greeting) 140") }
#Preview("141") { Swatch(name: "\(greeting) 141") }
#Preview("142") { Swatch(name: "\(greeting) 142") }
#Preview("143") { Swatch(name: "\(greeting) 143") }
#Preview("144") { Swatch(name: "\(greeting) 144") }
#Preview("145") { Swatch(name: "\(greeting) 145") }
#Preview("146") { Swatch(name: "\(greeting) 146") }
#Preview("147") { Swatch(name: "\(greeting) 147") }
#Preview("148") { Swatch(name: "\(greeting) 148") }
#Preview("149") { Swatch(name: "\(greeting) 149") }
#Preview("150") { Swatch(name: "\(greeting) 150") }
#Preview("151") { Swatch(name: "\(greeting) 151") }
#Preview("152") { Swatch(name: "\(greeting) 152") }
#Preview("153") { Swatch(name: "\(greeting) 153") }
#Preview("154") { Swatch(name: "\(greeting) 154") }
#Preview("155") { Swatch(name: "\(greeting) 155") }
#Preview("156") { Swatch(name: "\(greeting) 156") }
#Preview("157") { Swatch(name: "\(greeting) 157") }
#Preview("158") { Swatch(name: "\(greeting) 158") }
#Preview("159") { Swatch(name: "\(greeting) 159") }
#Preview("160") { Swatch(name: "\(greeting) 160") }
#Preview("161") { Swatch(name: "\(greeting) 161") }
#Preview("162") { Swatch(name: "\(greeting) 162") }
#Preview("163") { Swatch(name: "\(greeting) 163") }
#Preview("164") { Swatch(name: "\(greeting) 164") }
#Preview("165") { Swatch(name: "\(greeting) 165") }
#Preview("166") { Swatch(name: "\(greeting) 166") }
#Preview("167") { Swatch(name: "\(greeting) 167") }
#Preview("168") { Swatch(name: "\(greeting) 168") }
#Preview("169") { Swatch(name: "\(greeting) 169") }
#Preview("170") { Swatch(name: "\(greeting) 170") }
#Preview("171") { Swatch(name: "\(greeting) 171") }
#Preview("172") { Swatch(name: "\(greeting) 172") }
#Preview("173") { Swatch(name: "\(greeting) 173") }
#Preview("174") { Swatch(name: "\(greeting) 174") }
#Preview("175") { Swatch(name: "\(greeting) 175") }
#Preview("176") { Swatch(name: "\(greeting) 176") }
#Preview("177") { Swatch(name: "\(greeting) 177") }
#Preview("178") { Swatch(name: "\(greeting) 178") }
#Preview("179") { Swatch(name: "\(greeting) 179") }
#Preview("180") { Swatch(name: "\(greeting) 180") }
#Preview("181") { Swatch(name: "\(greeting) 181") }
#Preview("182") { Swatch(name: "\(greeting) 182") }
#Preview("183") { Swatch(name: "\(greeting) 183") }
#Preview("184") { Swatch(name: "\(greeting) 184") }
#Preview("185") { Swatch(name: "\(greeting) 185") }
#Preview("186") { Swatch(name: "\(greeting) 186") }
#Preview("187") { Swatch(name: "\(greeting) 187") }
#Preview("188") { Swatch(name: "\(greeting) 188") }
#Preview("189") { Swatch(name: "\(greeting) 189") }
#Preview("190") { Swatch(name: "\(greeting) 190") }
#Preview("191") { Swatch(name: "\(greeting) 191") }
#Preview("192") { Swatch(name: "\(greeting) 192") }
#Preview("193") { Swatch(name: "\(greeting) 193") }
#Preview("194") { Swatch(name: "\(greeting) 194") }
#Preview("195") { Swatch(name: "\(greeting) 195") }
#Preview("196") { Swatch(name: "\(greeting) 196") }
#Preview("197") { Swatch(name: "\(greeting) 197") }
#Preview("198") { Swatch(name: "\(greeting) 198") }
#Preview("199") { Swatch(name: "\(greeting) 199") }
#Preview("200") { Swatch(name: "\(greeting) 200") }
#Preview("201") { Swatch(name: "\(greeting) 201") }

#Preview("Sample") {
    Swatch.sample
}

#Preview("Line") {
    Text(verbatim: "line \(#line)")
}

#Preview("Trap") {
    let values: [Int] = []
    return Text("\(values[1])")
}
