// `import SwiftUI` on Linux: Galley's views, layouts and modifiers under
// SwiftUI's names, with Combine, CoreGraphics, Foundation, Observation and
// UIKit as Apple's SwiftUI on iOS brings them.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation
@_exported import GalleyFoundation
@_exported import Galley
@_exported import Observation
@_exported import UIKit
