import Foundation
import SwiftUI

struct Crasher: View {
    var body: some View {
        let values: [Int] = []
        if values.isEmpty { fatalError("no values to show") }
        return Text("never")
    }
}

struct Spinner: View {
    var body: some View {
        var turns = 0
        while turns >= 0 { turns &+= 1 }
        return Text("\(turns)")
    }
}

final class Hoard {
    nonisolated(unsafe) static var blocks: [[UInt8]] = []
}

struct Hungry: View {
    var body: some View {
        while Hoard.blocks.count >= 0 { Hoard.blocks.append([UInt8](repeating: 1, count: 1 << 24)) }
        return Text("never")
    }
}

struct Quitter: View {
    var body: some View {
        if Hoard.blocks.isEmpty { exit(0) }
        return Text("never")
    }
}

struct Chatty: View {
    var body: some View {
        for line in 0..<20_000 { print("line \(line) of what the view prints") }
        FileHandle.standardError.write(Data("a note on standard error\n".utf8))
        return Text("Chatty")
    }
}

#Preview("Fine 1") { Text("Fine").padding() }
#Preview("Crash") { Crasher() }
#Preview("Fine 2") { Text("Fine").padding() }
#Preview("Hang") { Spinner() }
#Preview("Fine 3") { Text("Fine").padding() }
#Preview("Hog") { Hungry() }
#Preview("Fine 4") { Text("Fine").padding() }
#Preview("Exit") { Quitter() }
#Preview("Chatty") { Chatty() }
#Preview("Fine 5") { Text("Fine").padding() }

struct Unwritten: View {
    var body: some View {
        fatalError("not written yet")
    }
}

struct OutOfRange: View {
    let values = [1, 2, 3]
    var body: some View {
        Text("\(values[5])")
    }
}

#Preview("Unwritten") { Unwritten() }
#Preview("Out of range") { OutOfRange() }
