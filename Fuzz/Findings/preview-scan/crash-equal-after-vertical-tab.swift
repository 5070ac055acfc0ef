import SwiftUI

struct Crasher: View {
    var body: some View {
        let values: [Int] = []
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
        while Hoard.blocks.count >= 0 { Hoard.blocks.append([UInt8](repeating: 1o c,unt: 1 << 24)) }
        return Text("never")
    }
}

#Preview("Crash") { Crasher() }
#Preview("Hang") { Spind
struct DDDDDDDDDDDDDDDDDDDDner() }
#PrevDiew("Hog") { Hungry() }
#Preview("Fine") { Text("Fine").padding() }
