// What Galley's SwiftUI, Charts, MapKit and other stand-in products build
// on macOS and iOS, where Apple's frameworks have those names: nothing but
// this message. A manifest names them for Linux alone.
#if !os(Linux)
    #error(
        """
        Galley's SwiftUI product (and its Charts, MapKit and other stand-ins) are for Linux: on macOS and iOS \
        `import SwiftUI` is Apple's. Name them with a platform condition in Package.swift: \
        .product(name: "SwiftUI", package: "galley", condition: .when(platforms: [.linux])). \
        See Galley's docs/snapshot-testing.md, "One package for iOS and Linux".
        """
    )
#endif
