import SwiftUI

#Preview("004-Grid") {
    Grid {
        GridRow {
            Text("One")
            Text("One")
            Text("One")
        }
        GridRow {
            Text("Two")
            Text("Two")
        }
        Divider()
        GridRow {
            Text("Three")
            Text("Three")
                .gridCellColumns(2)
        }
    }
}
