// `import SwiftUI` on Linux: Galley's views, layouts and modifiers under
// SwiftUI's names, with Foundation and Observation as Apple's SwiftUI
// brings them.
@_exported import Foundation
@_exported import Galley
@_exported import Observation
